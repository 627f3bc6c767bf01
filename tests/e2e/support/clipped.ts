// What a 360 px screen cuts off in a page's main part: a label must wrap, never clip, and a hint
// shown inside an empty field (its placeholder) must fit the field, or the visitor never reads its end.
import type { Page } from '@playwright/test';

/** Buttons, links and labels whose text is cut off, and fields whose placeholder does not fit, each as its text. */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const shown = (el: HTMLElement) => el.offsetParent !== null;
    const controls = [...main.querySelectorAll<HTMLElement>('button, a, label')]
      .filter(shown)
      .flatMap((el) => [el, ...el.querySelectorAll<HTMLElement>('span')])
      .filter((el) => !el.closest('.visually-hidden') && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() ?? '');
    const measure = document.createElement('canvas').getContext('2d')!;
    const placeholders = [...main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((field) => shown(field) && field.value === '')
      .filter((field) => {
        const style = getComputedStyle(field);
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // A text box wraps its placeholder; a one-line input cuts it.
        return field instanceof HTMLInputElement && measure.measureText(field.placeholder).width > field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      })
      .map((field) => `placeholder of #${field.id}: ${field.placeholder}`);
    return [...controls, ...placeholders];
  });
}

import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

/** A kind's widget module: its component is the default export. */
export type WidgetModule = { default: ComponentType<WidgetProps> };

/**
 * The widgets of the field kinds, by name: each file of kind-widgets/ is the widget its kind's
 * uiSchema names (`ui:widget: checkboxes` is kind-widgets/checkboxes.tsx), a chunk of its own that
 * only a form with such a field loads (Mantine's checkboxes and their styles are ~3 KB gzip: every
 * other form view stays within its size budget, scripts/page-size.ts).
 */
export function widgetsByName(files: Record<string, () => Promise<WidgetModule>>): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, load]) => {
      const Widget = lazy(load);
      const Loaded = (props: WidgetProps) => (
        <Suspense fallback={null}>
          <Widget {...props} />
        </Suspense>
      );
      return [path.replace(/^.*\/|\.tsx$/g, ''), Loaded];
    }),
  );
}

export const KIND_WIDGETS = widgetsByName(import.meta.glob<WidgetModule>('./kind-widgets/*.tsx'));

import { describe, expect, it } from 'vitest';
import { formWarmUp } from '../../scripts/form-warm-up';

// Trimmed from a real build's manifest: what a service page's start button needs after the tap.
const manifest = {
  'src/islands-hydrate.tsx': { file: 'assets/islands-hydrate-7.js', imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
  'src/engine/request-island.tsx': { file: 'assets/request-island-3.js', imports: ['_react-2.js', '_Button-4.js'], css: ['assets/request-island-3.css'] },
  '_Button-4.js': { file: 'assets/Button-4.js', name: 'Button', css: ['assets/Button-4.css'] },
  'virtual:catalog/entry/vehicle-ekyc': { file: 'assets/vehicle-ekyc-5.js' },
  'src/engine/form-view.tsx': { file: 'assets/form-view-6.js', imports: ['_rjsf-8.js'] },
  '_rjsf-8.js': { file: 'assets/rjsf-8.js', name: 'rjsf' },
  'virtual:catalog/validator/vehicle-ekyc': { file: 'assets/vehicle-ekyc-9.js', imports: ['_rjsf-8.js'] },
  'virtual:catalog/validator/order-vehicle-rc': { file: 'assets/order-vehicle-rc-10.js' },
};
const modules = { request: 'src/engine/request-island.tsx' };
const request = (hydrate: string) => [{ name: 'request', hydrate, props: { entryId: 'vehicle-ekyc' } }];

describe('formWarmUp', () => {
  it("names React's hydrating half, the request island, the entry, the form view and only this entry's validator, with their imports and stylesheets", () => {
    expect(formWarmUp(manifest, modules, request('interaction saved-state'), '/te/', [])).toEqual([
      '/te/assets/islands-hydrate-7.js',
      '/te/assets/react-2.js',
      '/te/assets/request-island-3.js',
      '/te/assets/Button-4.js',
      '/te/assets/vehicle-ekyc-5.js',
      '/te/assets/form-view-6.js',
      '/te/assets/rjsf-8.js',
      '/te/assets/vehicle-ekyc-9.js',
      '/te/assets/request-island-3.css',
      '/te/assets/Button-4.css',
    ]);
  });

  it('leaves out what the page already starts', () => {
    const started = ['/assets/react-2.js', '/assets/Button-4.js'];
    const warmed = formWarmUp(manifest, modules, request('interaction'), '/', started);
    expect(warmed).toContain('/assets/form-view-6.js');
    expect(warmed.filter((file) => started.includes(file))).toEqual([]);
  });

  it('names nothing on a page without a request island, or whose form opens at load (the build preloads it)', () => {
    expect(formWarmUp(manifest, modules, [{ name: 'header', hydrate: 'interaction' }], '/', [])).toEqual([]);
    expect(formWarmUp(manifest, modules, request('load'), '/', [])).toEqual([]);
  });
});

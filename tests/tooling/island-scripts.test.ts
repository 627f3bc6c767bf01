import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkKey, islandsScripts, readIslandModules } from '../../scripts/island-scripts';
import { pageScripts } from '../../scripts/page-size';

// Trimmed from a real build's manifest: a module both entries import lands in a chunk keyed by its file.
const manifest = {
  'src/islands.tsx': { file: 'assets/islands-1.js', name: 'islands', imports: ['_languages-6.js'] },
  'src/app/wake-islands.ts': { file: 'assets/wake-islands-9.js', name: 'wake-islands', imports: ['_languages-6.js'] },
  'src/islands-hydrate.tsx': { file: 'assets/islands-hydrate-7.js', name: 'islands-hydrate', imports: ['_react-2.js'] },
  '_languages-6.js': { file: 'assets/languages-6.js', name: 'languages' },
  '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
  '_header-island-3.js': { file: 'assets/header-island-3.js', name: 'header-island', imports: ['_react-2.js', '_t-4.js'] },
  '_t-4.js': { file: 'assets/t-4.js', name: 't' },
  'src/features/chat/chat-widget.tsx': { file: 'assets/chat-widget-5.js', name: 'chat-widget', imports: ['_react-2.js'] },
};
const modules = { header: 'src/shared/layout/header-island.tsx', chat: 'src/features/chat/chat-widget.tsx' };

describe('islandsScripts', () => {
  it('starts the islands entry and preloads what it imports and the load islands with their imports, not the later ones', () => {
    const page = [
      { name: 'header', hydrate: 'load' },
      { name: 'chat', hydrate: 'interaction' },
    ];
    expect(islandsScripts(manifest, modules, page, '/te/')).toEqual({
      entry: '/te/assets/islands-1.js',
      preloads: ['/te/assets/languages-6.js', '/te/assets/wake-islands-9.js', '/te/assets/islands-hydrate-7.js', '/te/assets/react-2.js', '/te/assets/header-island-3.js', '/te/assets/t-4.js'],
    });
  });

  it('starts only the entry and its imports on a page without islands: no triggers, no React, no hydrating half', () => {
    expect(islandsScripts(manifest, modules, [], '/')).toEqual({ entry: '/assets/islands-1.js', preloads: ['/assets/languages-6.js'] });
  });

  it('preloads no React on a page whose islands all wait (a touch, the screen, a saved state), and a load island among several triggers', () => {
    const waiting = [
      { name: 'header', hydrate: 'interaction wide-screen' },
      { name: 'chat', hydrate: 'interaction' },
    ];
    expect(islandsScripts(manifest, modules, waiting, '/')).toEqual({ entry: '/assets/islands-1.js', preloads: ['/assets/languages-6.js', '/assets/wake-islands-9.js'] });
    expect(islandsScripts(manifest, modules, [{ name: 'chat', hydrate: 'saved-state load' }], '/').preloads).toEqual([
      '/assets/languages-6.js',
      '/assets/wake-islands-9.js',
      '/assets/islands-hydrate-7.js',
      '/assets/react-2.js',
      '/assets/chat-widget-5.js',
    ]);
  });

  it('preloads the catalogue entry a load island names in its props (the request island), with what it imports', () => {
    const withEntry = { ...manifest, 'virtual:catalog/entry/vehicle-ekyc': { file: 'assets/vehicle-ekyc-8.js', name: 'vehicle-ekyc', imports: ['_t-4.js'] } };
    const page = [
      { name: 'header', hydrate: 'load', props: { location: {} } },
      { name: 'chat', hydrate: 'load', props: { entryId: 'vehicle-ekyc' } },
    ];
    expect(islandsScripts(withEntry, modules, page, '/').preloads).toEqual([
      '/assets/languages-6.js',
      '/assets/wake-islands-9.js',
      '/assets/islands-hydrate-7.js',
      '/assets/react-2.js',
      '/assets/header-island-3.js',
      '/assets/t-4.js',
      '/assets/chat-widget-5.js',
      '/assets/vehicle-ekyc-8.js',
    ]);
    expect(() => islandsScripts(manifest, modules, page, '/')).toThrow(/"vehicle-ekyc" is not in the build manifest/);
  });

  it('fails on an island the registry does not have, and on a module the build did not emit', () => {
    expect(() => islandsScripts(manifest, modules, [{ name: 'map', hydrate: 'load' }], '/')).toThrow(/"map" is not in/);
    expect(() => chunkKey(manifest, 'src/features/gone/gone-island.tsx')).toThrow(/not in the build manifest/);
  });
});

describe('readIslandModules', () => {
  it('finds the module of every island in the registry', () => {
    const found = readIslandModules();
    expect(found.header).toBe('src/shared/layout/header-island.tsx');
    for (const module of Object.values(found)) expect(existsSync(path.resolve(module)), module).toBe(true);
  });
});

describe('pageScripts', () => {
  it('lists the scripts a page starts after its first paint, in either language', () => {
    const html = '<link rel="x-module" crossorigin href="/te/assets/islands-1.js"><link rel="x-modulepreload" crossorigin href="/te/assets/react-2.js"><link rel="stylesheet" href="/te/assets/index.css">';
    expect(pageScripts(html)).toEqual(['assets/islands-1.js', 'assets/react-2.js']);
  });
});

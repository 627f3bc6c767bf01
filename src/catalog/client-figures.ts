// What each site.yaml figure counts and as of when (built by vite-plugin.ts), loaded only by the pages
// that note it, so that the other pages do not carry it.
import * as virtualFigures from 'virtual:catalog/figures';
import type { SiteFigure } from './types.ts';

export const figureNotes = virtualFigures.notes as Pick<SiteFigure, 'key' | 'counts' | 'asOf'>[];

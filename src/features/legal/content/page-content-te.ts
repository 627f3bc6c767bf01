// The Telugu build's page-content.ts (see there).
import { legalTe } from './te';
import type { LegalContent } from './types';

export const pageContent: LegalContent = legalTe;

// The architecture's one-way imports, checked through the project's real ESLint config.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/core/x.ts', "import { site } from '../catalog/client';", 'src/core is the bottom layer'],
    ['src/core/x.ts', "import { t } from '../shared/i18n/t';", 'src/core is the bottom layer'],
    ['src/catalog/compile-x.ts', "import { t } from '../shared/i18n/t';", 'src/catalog (the compiler) imports only src/core'],
    ['src/catalog/compile-x.ts', "import { spacedPhone } from '../shared/phone-display';", 'src/catalog (the compiler) imports only src/core'],
    ['src/shared/ui/x.tsx', "import { RequestPage } from '../../engine/request-page';", 'src/shared sits on src/catalog and src/core only'],
    ['src/shared/ui/x.tsx', "import { createApp } from '../../server/app';", 'src/shared sits on src/catalog and src/core only'],
    ['src/engine/x.ts', "import { HomePage } from '../features/home/home-page';", 'src/engine leans only on src/catalog and src/shared'],
    ['src/features/home/x.ts', "import { ServiceCard } from '../listings/service-card';", 'Features do not import each other'],
    ['src/features/home/x.ts', "import { createApp } from '../../server/app';", 'never reach the server code'],
    ['src/routes/x.ts', "export { createApp } from '../server/app';", 'Browser code never imports the server'],
    ['src/server/x.ts', "import { RequestPage } from '../engine/request-page';", 'The server never imports browser code'],
    ['src/engine/x.ts', "const m = import('../features/home/home-page');", 'src/engine leans only on src/catalog and src/shared'],
    ['src/server/store/x.ts', "import { PUBLIC_FEEDBACK_COUNT } from '../services/feedback-view';", 'src/server/store sits below src/server/services'],
    ['src/server/notify/x.ts', "import { fixInText } from '../tracking/fix-in-text';", 'src/server/notify sits below src/server/tracking'],
    ['src/server/texts/x.ts', "import { tellVisitor } from '../notify/tell-visitor';", 'src/server/texts sits below src/server/notify'],
    ['src/server/tracking/x.ts', "import { createApp } from '../app';", 'src/server/tracking sits below src/server/app.ts'],
    ['src/server/http/x.ts', "import { noteAudit } from '../audit/audit-note';", 'src/server/http sits below src/server/audit'],
  ])('%s: %s is refused', async (file, code, reason) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['src/core/x.ts', "import { localize } from './text';"],
    ['src/catalog/compile-x.ts', "import { localize } from '../core/text'; import { PHONE_PATTERN } from '../core/phone';"],
    ['src/shared/ui/x.tsx', "import { site } from '../../catalog/client'; import { localize } from '../../core/text';"],
    ['src/engine/x.ts', "import { localize } from '../core/text'; import { t } from '../shared/i18n/t';"],
    ['src/features/home/x.ts', "import { t } from '../../shared/i18n/t'; import { a } from './parts/a';"],
    ['src/routes/x.ts', "import { HomePage } from '../features/home/home-page'; import { RequestPage } from '../engine/request-page';"],
    ['src/server/x.ts', "import { loadCatalog } from '../catalog/load'; import { normalizePhone } from '../core/phone'; import { t } from '../shared/i18n/t';"],
    ['src/server/routes/x.ts', "import { moveRequest } from '../tracking/move-request'; import type { Store } from '../store/types';"],
    ['src/server/notify/x.ts', "import { postMessage } from '../whatsapp-api/graph-api'; import { TextRefused } from '../texts/text-ledger';"],
    ['src/server/texts/x.ts', "import type { Notifier } from '../notify/types'; import type { AppDeps } from '../deps';"],
    ['src/server/store/x.ts', "import type { ServerConfig } from '../config';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

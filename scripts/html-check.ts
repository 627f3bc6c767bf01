// `npm run html:check`: every HTML page of the build (dist/, after `npm run build`; or the folder
// given) through html-validate with the repository's .htmlvalidate.json (its recommended rules; the
// few turned off, and why, are in docs/quality-gates.md). Each problem is printed as
// `file:line:col message (rule)`, all of them at once, and the command exits 1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from './built-pages.ts';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';

const dist = path.resolve(process.argv[2] ?? 'dist');
const pages = builtPages(dist);

// The repository's rules for whatever folder is checked (the html-validate CLI would look for a
// config from each file's folder up, and find none outside the repository).
const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../.htmlvalidate.json'), 'utf8')) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));
let problems = 0;
for (const page of pages) {
  const report = await validator.validateFile(page);
  for (const result of report.results) {
    for (const message of result.messages) {
      problems++;
      console.log(`${path.relative(process.cwd(), page)}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
    }
  }
}
if (problems > 0) {
  console.log(`\n${problems} problems in the HTML of ${pages.length} pages.`);
  process.exit(1);
}
console.log(`${pages.length} pages: valid HTML.`);

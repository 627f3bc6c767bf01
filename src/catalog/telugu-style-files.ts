// The files of the Telugu style check (telugu-style.ts): the glossary and the app's sources that
// hold Telugu texts. Node only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSourceStyle, styleRules, type StyleRule } from './telugu-style.ts';
import type { CatalogError } from './types.ts';

export const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const GLOSSARY_FILE = path.join(REPO_DIR, 'i18n/glossary.yaml');

export function readStyleRules(file: string = GLOSSARY_FILE): StyleRule[] {
  return styleRules(readFileSync(file, 'utf8'));
}

/**
 * The app's sources that hold Telugu texts a visitor reads or receives: every .ts/.tsx file under
 * src/ with Telugu letters, except the chat's vocabulary (words visitors type, which may be any
 * variant). Paths relative to `repo`, with forward slashes.
 */
export function teluguSourceFiles(repo: string = REPO_DIR): string[] {
  const TYPED_BY_VISITORS = /(^|\/)chat-vocabulary-[a-z]+\.ts$/;
  return readdirSync(path.join(repo, 'src'), { recursive: true, encoding: 'utf8' })
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .filter((name) => /\.tsx?$/.test(name) && !TYPED_BY_VISITORS.test(name))
    .filter((name) => /[\u0C00-\u0C7F]/.test(readFileSync(path.join(repo, name), 'utf8')))
    .sort();
}

/** The style problems of the app's Telugu sources (not the catalogue), named relative to the working directory. */
export function checkAppStyle(rules: readonly StyleRule[], repo: string = REPO_DIR): CatalogError[] {
  const shown = (name: string) => (path.relative(process.cwd(), path.join(repo, name)) || name).split(path.sep).join('/');
  return teluguSourceFiles(repo).flatMap((name) => checkSourceStyle(shown(name), readFileSync(path.join(repo, name), 'utf8'), rules));
}


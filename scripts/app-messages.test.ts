import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectMessages,
  englishCatalogFile,
  extractedFiles,
  extractedFolders,
  findLeftText,
  isUserText,
  knownFolders,
  notYetExtracted,
} from './app-messages';

describe("the manager's app's text (decision 0061)", () => {
  it('leaves no literal text in the markup of an extracted folder', () => {
    const files = extractedFiles();
    expect(files.length).toBeGreaterThan(0);
    const left = files.flatMap(findLeftText);
    expect(left.map((l) => `${l.file}:${l.line} ${l.kind}: ${l.text}`)).toEqual([]);
  });

  it('names every folder once: extracted, or not yet with a reason', () => {
    const named = [...extractedFolders, ...Object.keys(notYetExtracted)];
    expect(new Set(named).size).toBe(named.length);
    expect(knownFolders().filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('finds the text it is meant to find', () => {
    const probe = new URL('./app-messages.probe.tsx', import.meta.url).pathname;
    const left = findLeftText(probe).map((l) => `${l.kind}: ${l.text}`);
    expect(left).toEqual([
      'toast: Saved',
      'JSX text: Save changes',
      'aria-label: Close dialog',
      'placeholder: Search teams',
      'title: More',
      'label: Language',
      'JSX child: Yes',
      'JSX child: No',
    ]);
    expect(isUserText(' · 3/4 — 100% ')).toBe(false);
    expect(isUserText('Candor')).toBe(false);
    expect(isUserText('Über')).toBe(true);
  });

  it('keeps en.ts exactly the messages the code defines', async () => {
    const { messages, problems } = collectMessages();
    expect(problems).toEqual([]);
    const { en } = (await import(englishCatalogFile)) as { en: Record<string, string> };
    expect(en).toEqual(Object.fromEntries(messages));
    expect(readFileSync(englishCatalogFile, 'utf8')).toContain('scripts/app-messages.ts');
  });
});

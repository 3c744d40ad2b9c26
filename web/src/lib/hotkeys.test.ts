import { describe, expect, it } from 'vitest';
import { hotkeyFor, hotkeyModifier, isTypingTarget } from './hotkeys';

const key = (k: string, code: string, mods: Partial<KeyboardEvent> = { altKey: true }) => ({
  key: k,
  code,
  altKey: false,
  metaKey: false,
  ctrlKey: false,
  ...mods,
});

describe('hotkeyFor', () => {
  it('maps Alt (Option on a Mac) with the spec keys', () => {
    const cases: [string, string, string][] = [
      ['1', 'Digit1', 'dashboard'],
      ['d', 'KeyD', 'dashboard'],
      ['2', 'Digit2', 'teams'],
      ['t', 'KeyT', 'teams'],
      ['3', 'Digit3', 'surveys'],
      ['s', 'KeyS', 'surveys'],
      ['4', 'Digit4', 'analytics'],
      ['a', 'KeyA', 'analytics'],
      ['5', 'Digit5', 'calendar'],
      ['r', 'KeyR', 'calendar'],
      ['6', 'Digit6', 'profile'],
      ['p', 'KeyP', 'profile'],
      ['h', 'KeyH', 'home'],
    ];
    for (const [k, code, to] of cases) {
      expect(hotkeyFor(key(k, code)), k).toEqual({ kind: 'navigate', to });
    }
    expect(hotkeyFor(key('?', 'Slash'))).toEqual({ kind: 'help' });
    // A Mac's Alt+1 types '¡': the physical key still counts.
    expect(hotkeyFor(key('¡', 'Digit1'))).toEqual({ kind: 'navigate', to: 'dashboard' });
  });

  it('leaves ⌘ to the browser: ⌘A, ⌘R, ⌘P, ⌘S and ⌘1 do nothing here', () => {
    for (const [k, code] of [
      ['a', 'KeyA'],
      ['r', 'KeyR'],
      ['p', 'KeyP'],
      ['s', 'KeyS'],
      ['1', 'Digit1'],
      ['?', 'Slash'],
    ] as const) {
      expect(hotkeyFor(key(k, code, { metaKey: true })), `⌘${k}`).toBeNull();
      expect(hotkeyFor(key(k, code, { metaKey: true, altKey: true })), `⌘⌥${k}`).toBeNull();
    }
  });

  it('ignores keys without Alt, with Ctrl, and others', () => {
    expect(hotkeyFor(key('1', 'Digit1', {}))).toBeNull();
    expect(hotkeyFor(key('1', 'Digit1', { altKey: true, ctrlKey: true }))).toBeNull();
    expect(hotkeyFor(key('x', 'KeyX'))).toBeNull();
  });
});

describe('hotkeyModifier', () => {
  it('names the key as the keyboard labels it', () => {
    expect(hotkeyModifier({ platform: 'MacIntel', userAgent: '' })).toBe('⌥ Option');
    expect(hotkeyModifier({ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe(
      '⌥ Option',
    );
    expect(hotkeyModifier({ platform: 'Win32', userAgent: '' })).toBe('Alt');
    expect(hotkeyModifier({ platform: 'Linux x86_64', userAgent: '' })).toBe('Alt');
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable content', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input type="email">'))).toBe(true);
    expect(isTypingTarget(make('<input>'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<div role="textbox"></div>'))).toBe(true);
    const editable = make('<div contenteditable="true"></div>') as HTMLElement;
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('is false for buttons, checkboxes, links and the page', () => {
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTypingTarget(box)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ENGLISH_WORDS, ROMANIAN_WORDS, WITHOUT_DIACRITICS } from './language-words.ts';

/**
 * What a page says, read as its reader would: the visible text, the names a screen reader gives
 * (aria-label, alt, title, placeholder) and the values of its fields, with the words the product
 * specification quotes set aside (they stay as quoted, "Activitati" and "Reports" among them).
 */
export interface PageWords {
  text: string;
  /** Fields for a day or a time the browser draws itself, in the browser's own locale. */
  nativeDateFields: string[];
  /** Elements that reach past the viewport's edges without a scrolling container around them. */
  overflowing: string[];
  /** The page's own horizontal scroll, when its content is wider than the window. */
  pageWiderBy: number;
}

const en: Record<string, string> = JSON.parse(readFileSync('public/assets/i18n/en.json', 'utf8'));
const MESSAGE_KEYS = new Set(Object.keys(en));
const KEY_NAMESPACES = new Set(Object.keys(en).map((key) => key.split('.')[0]));

/** Words the specification quotes in Romanian as they are (menu names, sign-in messages). */
const SPEC_QUOTED = [
  'Tablou de bord',
  'Activitati',
  'Cauta',
  'Configurare',
  'Concedii',
  'Unitati programare',
  'Reports',
  'Partners',
  'Help',
  'Preview',
  'Manager',
];

/** A word in lower case or with its first letter capital; capitals only are codes and plates ("IS 905 NEW"). */
const words = (list: string[]) => {
  const forms = list.flatMap((word) => [word, `${word[0]?.toUpperCase()}${word.slice(1)}`]);
  return new RegExp(`(?<![\\p{L}\\p{N}-])(${forms.join('|')})(?![\\p{L}\\p{N}-])`, 'gu');
};
const ENGLISH = words(ENGLISH_WORDS);
const ROMANIAN = words(ROMANIAN_WORDS);
const BARE = words(WITHOUT_DIACRITICS);

/** Dates and times written some other way than dd.MM.yyyy and the 24-hour clock. */
const OTHER_DATES = [
  /(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}(?!\d)/g,
  /(?<![\d.])\d{4}-\d{2}-\d{2}(?!\d)/g,
  /(?<!\d)\d{1,2}-\d{1,2}-\d{4}(?!\d)/g,
  /(?<!\d)\d{1,2}:\d{2}\s?(?:AM|PM|am|pm)\b/g,
  /(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4}(?!\d)/g,
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Addresses, e-mails and file names carry dots and dashes that are not the product's words. */
const strip = (text: string, data: string[]) =>
  [...data.sort((a, b) => b.length - a.length).map(escaped), ...SPEC_QUOTED, 'zz.ll.aaaa', 'dd.mm.yyyy'].reduce(
    (rest, quoted) => rest.replace(new RegExp(`(?<![\\p{L}])${quoted}(?![\\p{L}])`, 'gu'), ' '),
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+/g, ' ')
      .replace(/\/[\w\-/.]+/g, ' '),
  );

export interface Findings {
  rawKeys: string[];
  codes: string[];
  otherLanguage: string[];
  withoutDiacritics: string[];
  otherDates: string[];
}

/**
 * What a reader of `language` should never meet in `text`, apart from `data`: what people of the
 * organisation are called (names and account names, other tests' people among them).
 */
export function findProblems(text: string, language: 'en' | 'ro', data: string[] = []): Findings {
  const plain = strip(text, data);
  const tokens = plain.match(/[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)+/gu) ?? [];
  const rawKeys = [
    ...tokens.filter((t) => MESSAGE_KEYS.has(t) || (KEY_NAMESPACES.has(t.split('.')[0] ?? '') && /^[a-z]/.test(t))),
    ...(plain.match(/\{\{\s*\w+\s*\}\}/g) ?? []),
  ];
  const codes = [
    ...(plain.match(/(?<![\p{L}\p{N}])[a-z]+(?:_[a-z]+)+(?![\p{L}\p{N}])/gu) ?? []),
    ...tokens.filter((t) => /^[a-z]+(?:\.[a-z_]+)+$/.test(t) && !/\.(?:test|ro|com|pdf|jpe?g|png)$/.test(t)),
  ];
  const otherLanguage = [...plain.matchAll(language === 'ro' ? ENGLISH : ROMANIAN)].map((m) => m[0]);
  const withoutDiacritics = language === 'ro' ? [...plain.matchAll(BARE)].map((m) => m[0]) : [];
  const otherDates = OTHER_DATES.flatMap((pattern) => plain.match(pattern) ?? []).filter(
    (d) => !/^\d{2}\.\d{2}\.\d{4}$/.test(d),
  );
  return { rawKeys, codes, otherLanguage, withoutDiacritics, otherDates };
}

/**
 * Reads the page's words and its layout, in the page. Parts the page marks as written in another
 * language (`lang`, as the English text of a bilingual setting is) or as not to be translated
 * (`translate="no"`: a user name) are the reader's data, not the product's words.
 */
export function readPage(page: Page): Promise<PageWords> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const pageLanguage = document.documentElement.lang;
    const ownWords = (el: Element) => {
      const part = el.closest('[lang], [translate]');
      if (!part || part === document.documentElement) return true;
      const language = part.getAttribute('lang');
      return part.getAttribute('translate') !== 'no' && (language === null || language === pageLanguage);
    };
    const data = [...document.body.querySelectorAll('[lang], [translate="no"]')].filter((el) => !ownWords(el));
    const text = data.reduce((rest, el) => rest.replace((el as HTMLElement).innerText, ' '), document.body.innerText);
    const named = [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')]
      .filter((el) => visible(el) && ownWords(el))
      .map((el) => ['aria-label', 'alt', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '));
    const typed =
      'input:not([type=hidden]):not([type=password]):not([type=checkbox]):not([type=radio]):not([type=file])';
    const values = [...document.querySelectorAll(`${typed}, select`)]
      .filter((el) => visible(el) && ownWords(el))
      .map((el) =>
        el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el as HTMLInputElement).value,
      );
    const nativeDateFields = [
      ...document.querySelectorAll('input[type=date],input[type=time],input[type=datetime-local]'),
    ]
      .filter(visible)
      .map((el) => el.outerHTML.slice(0, 120));
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Wholly outside the window is the way of a skip link until it is focused; reaching across an edge is not.
        const across = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
        return visible(el) && across && !clipped(el);
      })
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`);
    return {
      text: [document.title, text, ...named, ...values].join('\n'),
      nativeDateFields,
      overflowing,
      pageWiderBy: document.documentElement.scrollWidth - width,
    };
  });
}

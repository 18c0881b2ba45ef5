import { expect, test, type Page } from '@playwright/test';
import { href } from '../../src/lib/routing/routes';
import { signIn } from './support';

/**
 * A list's first commit draws its fields (search, filter selects, page, page size) as stand-ins
 * without react-aria, and the fields take their place a render later (decision 0079). Nothing
 * may move when they do: each stand-in has its field's size, and the toolbar and the pager keep
 * their height. Measured in the page itself: a MutationObserver, installed before the app runs,
 * reads the stand-ins' boxes as they are inserted, before anything replaces them.
 */

type Box = { label: string; height: number; labelHeight: number; controlWidth: number; controlHeight: number; containerHeight: number };

declare global {
  interface Window {
    __standIns?: Box[];
    __measureField?: (labelElement: Element) => Box;
  }
}

/**
 * Runs in the page before the app: the measure of a field (found by its label element, the
 * field's first child) and of the pager or toolbar around it, and an observer that takes the
 * stand-ins' measures as they are inserted.
 */
function installStandInRecorder() {
  const height = (el: Element) => el.getBoundingClientRect().height;
  window.__measureField = (labelElement) => {
    const fieldElement = labelElement.parentElement!;
    const control = fieldElement.querySelector('input, button')!;
    return {
      label: labelElement.textContent!.trim(),
      height: height(fieldElement),
      labelHeight: height(labelElement),
      controlWidth: control.getBoundingClientRect().width,
      controlHeight: height(control),
      containerHeight: height(fieldElement.closest('nav') ?? fieldElement.parentElement!),
    };
  };
  window.__standIns = [];
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const standIn of document.querySelectorAll('[data-stand-in]')) {
      if (seen.has(standIn)) continue;
      seen.add(standIn);
      window.__standIns!.push(window.__measureField!(standIn.firstElementChild!));
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The same measures of the fields now on screen, found by their labels' text. */
const fieldsNow = (page: Page, labels: string[]) =>
  page.evaluate((labels) => {
    const labelElements = [...document.querySelectorAll('main label, main span')].filter(
      (el) => !el.closest('[data-stand-in]') && el.parentElement!.firstElementChild === el && el.parentElement!.querySelector('input, button'),
    );
    return labels.map((label) => {
      const element = labelElements.find((el) => el.textContent!.trim() === label);
      return element ? window.__measureField!(element) : { label, missing: true };
    });
  }, labels);

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 915 },
  { name: 'reflowed at 320 px', width: 320, height: 700 },
];

for (const size of sizes) {
  test(`the teams list's fields replace their stand-ins without moving anything (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript(installStandInRecorder);
    await signIn(page, 'clientAdmin');
    await page.goto(href('teams'));
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(main.locator('[data-stand-in]')).toHaveCount(0);

    const standIns = await page.evaluate(() => window.__standIns!);
    const labels = standIns.map((s) => s.label);
    // The search and the pager's two fields at every size; the filter selects only where they are not behind 'Filtros'.
    expect(labels).toEqual(expect.arrayContaining(['Buscar', 'Página', 'Filas por página']));
    const fields = await fieldsNow(page, labels);
    const round = (boxes: unknown[]) =>
      boxes.map((box) => Object.fromEntries(Object.entries(box as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v])));
    expect(round(fields)).toEqual(round(standIns));
  });
}

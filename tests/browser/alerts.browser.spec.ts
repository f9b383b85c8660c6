/// <reference lib="dom" />
// The shared alert dialog (000 §2 Alert dialog) over another dialog, as a keyboard user meets it: the document
// preview's jump past the last page alerts 'Document does not have a page N' over the preview; Close holds the
// focus, so Enter closes the alert and the preview stays. (The queue of alerts, each caller resumed by its own
// alert's close, is unit-tested in web/src/components/dialogs/alert-queue.unit.spec.ts.)
import { describe, expect, it } from '@jest/globals';
import { catalogText, demoUser, imageButton, imagedDocuments, openDetailOf, signIn, useBrowser } from './support/index';

/** A document of the demo county with pages on file, more than five (the navigation shows above five), found alone by its number. */
async function documentWithPages() {
  const [found] = await imagedDocuments('> 5', 1);
  if (!found) throw new Error('The demo county has no document of more than five pages');
  return found;
}

describe('the shared alert over a dialog', () => {
  const browser = useBrowser();

  it('takes the focus on Close, so Enter closes it and the dialog beneath stays', async () => {
    const { page } = browser;
    const searcher = demoUser('escrow.searcher');
    await signIn(page, searcher.username, searcher.password);
    const document = await documentWithPages();
    const pane = await openDetailOf(page, document.docNumber);
    await imageButton(pane).click();
    const preview = page.getByRole('dialog').filter({ has: page.locator('li') });
    await preview.locator('li img').first().waitFor();

    const jump = preview.getByRole('textbox', { name: catalogText('en', 'imagePreview.jumpTo'), exact: true });
    await jump.fill('99');
    await jump.press('Enter');
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Document does not have a page 99').waitFor();
    await page.waitForFunction(
      () =>
        globalThis.document.activeElement?.closest('[role="alertdialog"]') !== null &&
        globalThis.document.activeElement?.textContent === 'Close',
    );
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'hidden' });
    expect(await preview.isVisible()).toBe(true);
  });
});

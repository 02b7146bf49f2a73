// Shared by the code editor's specs (code-edit, code-edit-stop).

/** Replaces the editor's whole text with `text` as a learner would: select all, paste. */
export async function pasteAll(page, editor, text) {
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await editor.evaluate((node, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

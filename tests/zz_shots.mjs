import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const only = process.argv[2];
for (const [w, h] of [[1280, 900], [390, 844]]) for (const scheme of ['light', 'dark']) {
  if (only && only !== `${w}-${scheme}`) continue;
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.emulateMedia({ colorScheme: scheme });
  p.on('console', (m) => { if (m.type() !== 'log') console.log('console', m.type(), m.text().slice(0, 300)); });
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  await p.goto(`http://127.0.0.1:8201/?code=bitmask-printed&n=4&step=0`);
  await p.getByRole('button', { name: 'Edit code' }).click();
  const ed = p.getByRole('textbox', { name: 'Program code' });
  await ed.waitFor();
  const text = readFileSync('src/programs/sources/en/bitmask-printed.java', 'utf8').replace('if ((cols & colV) != 0) continue;', 'if ((cols & colV) != 0 continue;');
  await ed.focus(); await p.keyboard.press('Control+a');
  await ed.evaluate((node, pasted) => { const d = new DataTransfer(); d.setData('text/plain', pasted); node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, bubbles: true, cancelable: true })); }, text);
  await p.getByRole('button', { name: 'Run', exact: true }).click();
  await p.getByRole('button', { name: 'Hint' }).click();
  await p.waitForTimeout(1500);
  await p.locator('.nq-code').scrollIntoViewIfNeeded();
  await p.locator('.nq-code').screenshot({ path: `artifacts/screenshots/editor-${w}-${scheme}.png` });
  await p.close();
}
await b.close();

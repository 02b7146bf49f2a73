// React renders the tags before <n-queens> is defined (as when the element's
// <script> comes from a CDN and loads last): React 19 then sets attributes,
// not properties (the element is not upgraded yet), and the element upgrades later.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

function Late() {
  return (
    <main>
      <h1>Defined after React rendered</h1>
      <n-queens id="late" n={6} narration tree={false} controls="buttons" heading-level={2} />
    </main>
  );
}

const root = createRoot(document.getElementById('root'));
flushSync(() => root.render(<StrictMode><Late /></StrictMode>));
window.definedLate = !customElements.get('n-queens'); // the test checks the order
import('nqueens-lab/element');

// The Firefox suite (make test-firefox): its parts run in this one process,
// so that they share one Firefox and one server (useSuite in harness.mjs);
// starting Firefox takes seconds. One part alone:
//   node --test tests/firefox/walkthrough.mjs
import './walkthrough.mjs';
import './learn.mjs';
import './count-embed.mjs';
import './export.mjs';
import './pages.mjs';

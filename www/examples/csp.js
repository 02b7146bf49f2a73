// csp.html's event log: every event of the widgets on the page, as text
// (listening on the document works because the events bubble and are composed).

const MAX_ENTRIES = 50;
const log = document.getElementById('log');

function describe(event) {
  const { detail } = event;
  const where = event.target.id || event.target.getAttribute('mode') || 'walkthrough';
  if (event.type === 'nqueens-step') return `${where}: step ${detail.step}${detail.event ? ` (${detail.event.kind})` : ''}`;
  if (event.type === 'nqueens-solution') return `${where}: solution ${detail.solution} of n = ${detail.n}: ${detail.queens.join(' ')}`;
  return `${where}: done, ${detail.solutions} solutions`;
}

for (const type of ['nqueens-step', 'nqueens-solution', 'nqueens-done']) {
  document.addEventListener(type, (event) => {
    const entry = document.createElement('li');
    entry.textContent = describe(event);
    log.prepend(entry);
    while (log.children.length > MAX_ENTRIES) log.lastElementChild.remove();
  });
}

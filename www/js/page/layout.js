// The page's skeleton: header (title, mode tabs, language links), the
// notice, the walkthrough's introduction, one section per view and the
// footer. Built once; renderChrome() fills in the text for a state.

import { el } from '../ui/dom.js';
import { t, htmlLang } from '../i18n/i18n.js';
import { LANGUAGES, modesOfKind } from '../engine/catalog.js';
import { MODES } from './url-state.js';

// The sections of the step player's modes (engine/catalog.js), for data-modes.
const PLAYER_SECTION = modesOfKind('player').join(' ');
// The lecture notes are Chinese, so is their title on every page.
const NOTES_TITLE = '回溯算法与N皇后问题';
// Splits a translated sentence around its {title} (never parsed as HTML).
const TITLE_MARK = '\u0000';

export function buildLayout(doc) {
  const title = el(doc, 'h1', { class: 'nq-header__title' });
  const tagline = el(doc, 'p', { class: 'nq-header__tagline' });
  const brand = el(
    doc,
    'div',
    { class: 'nq-header__brand' },
    el(doc, 'span', { class: 'nq-header__logo', 'aria-hidden': 'true', text: '♛' }),
    el(doc, 'div', {}, title, tagline),
  );
  const modeLinks = new Map(
    MODES.map((mode) => [mode, el(doc, 'a', { class: 'nq-tab', dataset: { mode } })]),
  );
  const nav = el(doc, 'nav', { class: 'nq-header__modes' }, el(doc, 'ul', {}, ...[...modeLinks.values()].map((a) => el(doc, 'li', {}, a))));
  const langLinks = new Map(
    LANGUAGES.map(({ code, tag, name }) => [code, el(doc, 'a', { class: 'nq-lang__link', lang: tag, hreflang: tag, dataset: { lang: code }, text: name })]),
  );
  const langGroup = el(doc, 'div', { class: 'nq-lang', role: 'group' }, ...langLinks.values());
  // Opens the "Share / embed" dialog (share-dialog.js, loaded on first use).
  const shareButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small nq-header__share', 'aria-haspopup': 'dialog' });
  const header = el(doc, 'header', { class: 'nq-header' }, brand, nav, langGroup, shareButton);

  const noticeTitle = el(doc, 'p', { class: 'nq-notice__title' });
  const noticeList = el(doc, 'ul', { class: 'nq-notice__list' });
  const noticeDismiss = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small' });
  const notice = el(doc, 'div', { class: 'nq-notice', role: 'alert', hidden: true }, noticeTitle, noticeList, noticeDismiss);

  const introTitle = el(doc, 'h2', { class: 'nq-section__title' });
  const introLead = el(doc, 'p', { class: 'nq-intro__lead' });
  const seedSummary = el(doc, 'summary');
  const seedText = el(doc, 'p', { class: 'nq-intro__seed' });
  const seedSource = el(doc, 'p', { class: 'nq-intro__source' });
  const intro = el(
    doc,
    'section',
    { class: 'nq-intro', dataset: { modes: 'walkthrough' } },
    introTitle,
    introLead,
    el(doc, 'details', { class: 'nq-intro__details' }, seedSummary, el(doc, 'blockquote', {}, seedText, seedSource)),
  );

  const status = el(doc, 'p', { class: 'nq-loading', role: 'status' });
  const exploreBar = el(doc, 'section', { class: 'nq-section nq-section--explore', dataset: { modes: 'explore' } });
  const stageHost = el(doc, 'section', { class: 'nq-section nq-section--stage', dataset: { modes: PLAYER_SECTION } }, status);
  const galleryHost = el(doc, 'div', { class: 'nq-section nq-section--gallery', dataset: { modes: 'explore' } });
  const strategiesHost = el(doc, 'div', { class: 'nq-section nq-section--strategies', dataset: { modes: 'explore' } });
  const countHost = el(doc, 'div', { class: 'nq-section nq-section--count', dataset: { modes: 'count' } });
  const exportHost = el(doc, 'div', { class: 'nq-section nq-section--export', dataset: { modes: PLAYER_SECTION } });
  const quizHost = el(doc, 'div', { class: 'nq-section nq-section--quiz', dataset: { modes: 'quiz' } });
  const playHost = el(doc, 'div', { class: 'nq-section nq-section--play', dataset: { modes: 'play' } });
  const main = el(doc, 'main', { class: 'nq-main' }, intro, exploreBar, stageHost, exportHost, galleryHost, strategiesHost, countHost, quizHost, playHost);
  const footer = el(doc, 'footer', { class: 'nq-footer' }, el(doc, 'p', {}));
  const container = el(doc, 'div', { class: 'nq-app' }, header, notice, main, footer);

  return {
    container, title, tagline, nav, modeLinks, langGroup, langLinks, shareButton, notice, noticeTitle, noticeList, noticeDismiss,
    introTitle, introLead, seedSummary, seedText, seedSource, status, exploreBar, stageHost, galleryHost,
    strategiesHost, countHost, exportHost, quizHost, playHost, main, footer,
  };
}

/**
 * Fills the chrome with the text of `state` (its language and mode):
 * document title and language, tabs (each a link to `hrefFor(mode)`),
 * language links, the introduction and which sections show.
 */
export function renderChrome(ui, doc, state, { tabHref, langHref }) {
  const { lang } = state;
  doc.documentElement.lang = htmlLang(lang);
  doc.title = `${t(lang, 'app.title')} · ${t(lang, `mode.${state.mode}`)}`;
  ui.title.textContent = t(lang, 'app.title');
  ui.tagline.textContent = t(lang, 'app.tagline');
  ui.nav.setAttribute('aria-label', t(lang, 'nav.modes'));
  for (const [mode, link] of ui.modeLinks) {
    link.textContent = t(lang, `mode.${mode}`);
    link.href = tabHref(mode);
    if (mode === state.mode) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  ui.langGroup.setAttribute('aria-label', t(lang, 'lang.switch'));
  for (const [code, link] of ui.langLinks) {
    link.href = langHref(code);
    if (code === lang) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  ui.shareButton.textContent = t(lang, 'share.open');
  renderIntro(ui, doc, lang);
  ui.footer.firstChild.textContent = t(lang, 'app.footer');
  for (const section of ui.main.children) {
    const modes = section.dataset.modes?.split(' ') ?? [];
    section.hidden = !modes.includes(state.mode);
  }
}

function renderIntro(ui, doc, lang) {
  ui.introTitle.textContent = t(lang, 'walk.title');
  ui.introLead.textContent = t(lang, 'walk.lead');
  ui.seedSummary.textContent = t(lang, 'walk.seedTitle');
  ui.seedText.textContent = t(lang, 'walk.seed');
  // The title goes in its own element with its language set.
  const [before, after = ''] = t(lang, 'walk.seedSource', { title: TITLE_MARK }).split(TITLE_MARK);
  ui.seedSource.replaceChildren(before, el(doc, 'cite', { lang: htmlLang('zh'), text: NOTES_TITLE }), after);
}

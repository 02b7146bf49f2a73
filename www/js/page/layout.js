// The page's skeleton: header (title, mode tabs, language links), the
// notice, the walkthrough's introduction, one section per view and the
// footer. Built once; renderChrome() fills in the text for a state.

import { el } from '../ui/dom.js';
import { t, htmlLang } from '../i18n/i18n.js';
import { LANGUAGES, THEMES, PRESENT_MODES, modesOfKind } from '../engine/catalog.js';
import { MODES } from './url-state.js';

// The sections of the step player's modes (engine/catalog.js), for data-modes.
const PLAYER_MODES = modesOfKind('player');
const PLAYER_SECTION = PLAYER_MODES.join(' ');
// The lecture notes are Chinese, so is their title on every page.
const NOTES_TITLE = '回溯算法与N皇后问题';
// Splits a translated sentence around its {title} (never parsed as HTML).
const TITLE_MARK = '\u0000';

// The header: title, mode tabs, language and scheme switches, Present and Share.
function buildHeader(doc) {
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
  const { links: langLinks, group: langGroup } = buildLangLinks(doc);
  // The colour scheme (?theme=), links like the language's.
  const themeLinks = new Map(THEMES.map((theme) => [theme, el(doc, 'a', { class: 'nq-lang__link nq-theme__link', dataset: { theme } })]));
  const themeGroup = el(doc, 'div', { class: 'nq-lang nq-theme', role: 'group' }, ...themeLinks.values());
  // Presenter mode (?present, presenter.js), in the modes that play.
  const presentButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small nq-header__present' });
  // Opens the "Share / embed" dialog (share-dialog.js, loaded on first use).
  const shareButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small nq-header__share', 'aria-haspopup': 'dialog' });
  const header = el(doc, 'header', { class: 'nq-header' }, brand, nav, langGroup, themeGroup, presentButton, shareButton);
  return { header, title, tagline, nav, modeLinks, langGroup, langLinks, themeGroup, themeLinks, presentButton, shareButton };
}

export function buildLayout(doc) {
  const chrome = buildHeader(doc);
  const present = buildPresenterBar(doc);

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
  const main = el(doc, 'main', { class: 'nq-main' }, present.bar, intro, exploreBar, stageHost, exportHost, galleryHost, strategiesHost, countHost, quizHost, playHost);
  const footer = el(doc, 'footer', { class: 'nq-footer' }, el(doc, 'p', {}));
  const container = el(doc, 'div', { class: 'nq-app' }, chrome.header, notice, main, footer, present.blank);

  return {
    ...chrome, container, present, notice, noticeTitle, noticeList, noticeDismiss,
    introTitle, introLead, seedSummary, seedText, seedSource, status, exploreBar, stageHost, galleryHost,
    strategiesHost, countHost, exportHost, quizHost, playHost, main, footer,
  };
}

// The language switch: a link per language, named in that language.
function buildLangLinks(doc, extraClass = '') {
  const links = new Map(
    LANGUAGES.map(({ code, tag, name }) => [code, el(doc, 'a', { class: 'nq-lang__link', lang: tag, hreflang: tag, dataset: { lang: code }, text: name })]),
  );
  return { links, group: el(doc, 'div', { class: `nq-lang ${extraClass}`.trim(), role: 'group' }, ...links.values()) };
}

// Presenter mode's bar (its title, the keys, the language, full screen,
// blank, leave) and the blank screen that `b` toggles. Shown only in
// presenter mode (page.css). A bilingual class hears both languages: the
// teacher switches in place, at the same step, without leaving.
function buildPresenterBar(doc) {
  const button = (action) => el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { present: action } });
  const buttons = { fullscreen: button('fullscreen'), blank: button('blank'), exit: button('exit') };
  // The page's one visible h1 while the header is hidden.
  const title = el(doc, 'h1', { class: 'nq-presentbar__title' });
  const keys = el(doc, 'p', { class: 'nq-presentbar__keys' });
  // The stage's headings (h3) come under it, as under the hidden introduction's h2.
  const heading = el(doc, 'h2', { class: 'nq-visually-hidden' });
  const { links: langLinks, group: langGroup } = buildLangLinks(doc, 'nq-presentbar__lang');
  const bar = el(doc, 'div', { class: 'nq-presentbar', role: 'group', hidden: true }, title, heading, keys, langGroup, ...Object.values(buttons));
  const blankText = el(doc, 'p', { class: 'nq-visually-hidden' });
  const blank = el(doc, 'div', { class: 'nq-blank', role: 'status', hidden: true }, blankText);
  return { bar, title, heading, keys, langLinks, langGroup, buttons, blank, blankText };
}

/**
 * Fills the chrome with the text of `state` (its language and mode):
 * document title and language, tabs (each a link to `hrefFor(mode)`),
 * language links, the introduction and which sections show.
 */
export function renderChrome(ui, doc, state, { tabHref, langHref, themeHref }) {
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
  renderLangLinks(ui.langGroup, ui.langLinks, lang, langHref);
  renderLangLinks(ui.present.langGroup, ui.present.langLinks, lang, langHref);
  ui.shareButton.textContent = t(lang, 'share.open');
  renderTheme(ui, doc, state, themeHref);
  renderPresent(ui, doc, state);
  renderIntro(ui, doc, lang);
  ui.footer.firstChild.textContent = t(lang, 'app.footer');
  for (const section of ui.main.children) {
    if (!section.dataset.modes) continue; // the presenter bar
    const modes = section.dataset.modes.split(' ');
    section.hidden = !modes.includes(state.mode);
  }
}

// A language switch's links: each to the same state in its language, the shown one current.
function renderLangLinks(group, links, lang, langHref) {
  group.setAttribute('aria-label', t(lang, 'lang.switch'));
  for (const [code, link] of links) {
    link.href = langHref(code);
    if (code === lang) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

// The scheme switch, and the scheme on <html> (page.css pins color-scheme; auto follows the system).
function renderTheme(ui, doc, { lang, theme }, themeHref) {
  ui.themeGroup.setAttribute('aria-label', t(lang, 'theme.switch'));
  for (const [code, link] of ui.themeLinks) {
    // A glyph (page.css draws it from data-theme), named in words.
    link.setAttribute('aria-label', t(lang, `theme.${code}`));
    link.title = t(lang, `theme.${code}`);
    link.href = themeHref(code);
    if (code === theme) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  if (theme === 'auto') delete doc.documentElement.dataset.theme;
  else doc.documentElement.dataset.theme = theme;
}

/** Whether `state` shows presenter mode: asked for, in a mode it lays out (catalog.js `presents`). */
export function presenting(state) {
  return Boolean(state.present) && PRESENT_MODES.includes(state.mode);
}

// The Present button (in the modes presented) and presenter mode's layout: a class on <html> (page.css).
function renderPresent(ui, doc, state) {
  const { lang } = state;
  const on = presenting(state);
  ui.presentButton.textContent = t(lang, 'present.open');
  ui.presentButton.hidden = !PRESENT_MODES.includes(state.mode);
  doc.documentElement.classList.toggle('nq-present', on);
  ui.present.bar.hidden = !on;
  ui.present.bar.setAttribute('aria-label', t(lang, 'present.bar'));
  ui.present.title.textContent = `${t(lang, 'app.title')} · ${t(lang, `mode.${state.mode}`)}`;
  ui.present.heading.textContent = t(lang, 'present.bar');
  // The quiz has no player to step: its answers take Tab and Enter.
  ui.present.keys.textContent = t(lang, PLAYER_MODES.includes(state.mode) ? 'present.keys' : 'present.keys.quiz');
  ui.present.buttons.blank.textContent = t(lang, 'present.blank');
  ui.present.buttons.exit.textContent = t(lang, 'present.exit');
  ui.present.blankText.textContent = t(lang, 'present.blanked');
  if (!on) ui.present.blank.hidden = true;
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

import { ETradeOfferState } from '../../trading/tradeBot.ts';
import type { SandboxSteamAccount } from './accounts.ts';
import type { OfferToBuyer } from './tradeOffers.ts';

/** SANDBOX: the provider's sign-in page. Server-rendered, no script at all, styles from one file of ours. */
const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.codePointAt(0)};`);

export interface LoginPageModel {
  realm: string;
  returnTo: string;
  accounts: SandboxSteamAccount[];
  avatarPath: (steamId: string) => string;
  approvePath: string;
  tradeOffersPath: (steamId: string) => string;
  stylesheetPath: string;
}

function hiddenRequestFields(model: LoginPageModel): string {
  return [
    `<input type="hidden" name="return_to" value="${escapeHtml(model.returnTo)}">`,
    `<input type="hidden" name="realm" value="${escapeHtml(model.realm)}">`,
  ].join('');
}

function accountButton(model: LoginPageModel, account: SandboxSteamAccount): string {
  const inventory = account.inventory_open ? 'Inventory open' : 'Inventory private';
  const guard = account.mobile_authenticator ? '' : ' · No mobile authenticator: offers held';
  return `<li><button type="submit" name="account" value="${escapeHtml(account.steam_id)}" class="account">
  <img src="${escapeHtml(model.avatarPath(account.steam_id))}" alt="" width="64" height="64">
  <span class="name">${escapeHtml(account.persona_name)}</span>
  <span class="details">${escapeHtml(account.steam_id)} · ${inventory} · ${account.language.toUpperCase()}${guard}</span>
</button></li>`;
}

export function loginPage(model: LoginPageModel): string {
  const fields = hiddenRequestFields(model);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX Steam sign-in</title>
<link rel="stylesheet" href="${escapeHtml(model.stylesheetPath)}">
</head>
<body>
<main>
<p class="banner" role="note"><strong>SANDBOX</strong> This is not Steam. It is a test stand-in that signs in anyone: never enter a real password here.</p>
<h1>Sign in through the Steam sandbox</h1>
<p>The site <strong>${escapeHtml(model.realm)}</strong> asks who you are.</p>
<h2 id="demo-accounts">Pick a demo Steam account</h2>
<form method="post" action="${escapeHtml(model.approvePath)}">${fields}
<ul class="accounts" aria-labelledby="demo-accounts">
${model.accounts.map((account) => accountButton(model, account)).join('\n')}
</ul>
</form>
<h2>Or use another name</h2>
<form method="post" action="${escapeHtml(model.approvePath)}" class="new-account">${fields}
<label for="persona_name">Persona name</label>
<input id="persona_name" name="persona_name" required maxlength="32" autocomplete="off">
<button type="submit">Sign in with this name</button>
<p class="hint">The same name always gives the same Steam id; its inventory is open.</p>
</form>
<form method="post" action="${escapeHtml(model.approvePath)}">${fields}
<button type="submit" name="cancel" value="1" class="cancel">Cancel and go back</button>
</form>
<h2>Trade offers</h2>
<p class="hint">What the shop's bot sends an account is on its trade offers page, as on Steam, where you can choose
to accept or decline each offer yourself:
${model.accounts.map((account) => `<a href="${escapeHtml(model.tradeOffersPath(account.steam_id))}">${escapeHtml(account.persona_name)}</a>`).join(' · ')}.
A typed-in name's page is at the same address with its Steam id.</p>
</main>
</body>
</html>`;
}

/** How Steam's own page words an offer's state, from the buyer's side. */
const offerStateWords: Record<number, string> = {
  [ETradeOfferState.Active]: 'Waiting for your answer',
  [ETradeOfferState.Accepted]: 'Trade accepted',
  [ETradeOfferState.Countered]: 'Counter offer made',
  [ETradeOfferState.Expired]: 'Trade offer expired',
  [ETradeOfferState.Canceled]: 'Trade offer cancelled by the sender',
  [ETradeOfferState.Declined]: 'Trade declined',
  [ETradeOfferState.InvalidItems]: 'The items are no longer available',
  [ETradeOfferState.CreatedNeedsConfirmation]: "Waiting for the sender's mobile confirmation",
  [ETradeOfferState.CanceledBySecondFactor]: 'Cancelled at mobile confirmation',
  [ETradeOfferState.InEscrow]: 'On trade hold',
};

export interface TradeOffersPageModel {
  account: SandboxSteamAccount;
  offers: OfferToBuyer[];
  /** Where the page's forms post (answers and the answering choice). */
  formPath: string;
  acceptDelaySeconds: number;
  stylesheetPath: string;
}

function offerItem(model: TradeOffersPageModel, offer: OfferToBuyer): string {
  const answerForm =
    offer.state === ETradeOfferState.Active
      ? `<form method="post" action="${escapeHtml(model.formPath)}" class="answers">
<input type="hidden" name="offer" value="${escapeHtml(offer.id)}">
<button type="submit" name="answer" value="accept">Accept trade</button>
<button type="submit" name="answer" value="decline" class="decline">Decline</button>
</form>`
      : '';
  const items = offer.item_count === 1 ? '1 item' : `${offer.item_count} items`;
  return `<li class="offer" aria-labelledby="offer-${escapeHtml(offer.id)}">
<h3 id="offer-${escapeHtml(offer.id)}">Offer ${escapeHtml(offer.id)} · ${items}</h3>
<p>${escapeHtml(offer.message)}</p>
<p class="state">${escapeHtml(offerStateWords[offer.state] ?? 'Invalid')}</p>
${answerForm}
</li>`;
}

/** SANDBOX: an account's incoming trade offers, answered as on Steam's page. No script; forms post back here. */
export function tradeOffersPage(model: TradeOffersPageModel): string {
  const { account } = model;
  const checked = (byHand: boolean) => (account.answers_offers_by_hand === byHand ? ' checked' : '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX Steam trade offers of ${escapeHtml(account.persona_name)}</title>
<link rel="stylesheet" href="${escapeHtml(model.stylesheetPath)}">
</head>
<body>
<main>
<p class="banner" role="note"><strong>SANDBOX</strong> This is not Steam. It stands in for the buyer's trade offers page so a tester can accept or decline what the shop's bot sends.</p>
<h1>Trade offers of ${escapeHtml(account.persona_name)}</h1>
<form method="post" action="${escapeHtml(model.formPath)}">
<fieldset>
<legend>How this account answers trade offers</legend>
<label><input type="radio" name="answering" value="auto"${checked(false)}> Accept each offer ${model.acceptDelaySeconds} seconds after the bot confirms it</label>
<label><input type="radio" name="answering" value="by_hand"${checked(true)}> I accept or decline each offer on this page</label>
</fieldset>
<button type="submit" class="save">Save</button>
</form>
<h2 id="incoming-offers">Incoming offers</h2>
${
  model.offers.length === 0
    ? '<p class="hint">No trade offers yet.</p>'
    : `<ul class="offers" aria-labelledby="incoming-offers">\n${model.offers.map((offer) => offerItem(model, offer)).join('\n')}\n</ul>`
}
</main>
</body>
</html>`;
}

export interface InventoryPageModel {
  personaName: string;
  assets: { assetid: string; appid: number; name: string; tradable: boolean }[];
  gameOf: (appId: number) => string;
  formPath: string;
  stylesheetPath: string;
}

/**
 * SANDBOX: a bot's Steam inventory, as a tester changes it: give the bot the demo's stock again (new assets), or trade
 * an asset away by hand, outside any order (the next inventory sync takes its listing off sale). No script.
 */
export function inventoryPage(model: InventoryPageModel): string {
  const rows = model.assets
    .map(
      (asset) => `<li class="offer">
<h3>${escapeHtml(asset.name)}</h3>
<p class="hint">${escapeHtml(model.gameOf(asset.appid))} · asset ${escapeHtml(asset.assetid)}${asset.tradable ? '' : ' · trade hold'}</p>
<form method="post" action="${escapeHtml(model.formPath)}" class="answers">
<input type="hidden" name="asset" value="${escapeHtml(asset.assetid)}">
<button type="submit" name="action" value="trade_away" class="decline" aria-label="Trade away by hand: ${escapeHtml(asset.name)}">Trade away by hand</button>
</form>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX Steam inventory of ${escapeHtml(model.personaName)}</title>
<link rel="stylesheet" href="${escapeHtml(model.stylesheetPath)}">
</head>
<body>
<main>
<p class="banner" role="note"><strong>SANDBOX</strong> This is not Steam. It stands in for the shop's bot's inventory: the shop lists what the bot holds once an admin syncs its inventory (or the schedule does).</p>
<h1>Inventory of ${escapeHtml(model.personaName)}</h1>
<form method="post" action="${escapeHtml(model.formPath)}">
<button type="submit" name="action" value="give" class="save">Give the bot the demo stock again</button>
</form>
<h2 id="assets">Assets (${model.assets.length})</h2>
${model.assets.length === 0 ? '<p class="hint">The inventory is empty.</p>' : `<ul class="offers" aria-labelledby="assets">\n${rows}\n</ul>`}
</main>
</body>
</html>`;
}

export function errorPage(message: string, stylesheetPath: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>SANDBOX Steam sign-in: bad request</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetPath)}"></head>
<body><main><p class="banner" role="note"><strong>SANDBOX</strong> This is not Steam.</p>
<h1>This sign-in request cannot be answered</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
}

export const stylesheet = `
body { margin: 0; font-family: system-ui, sans-serif; background: #171a21; color: #e5e7eb; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
.banner { background: #fde047; color: #1f2937; padding: 0.75rem 1rem; border-radius: 6px; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; margin-top: 2rem; }
.accounts { list-style: none; padding: 0; display: grid; gap: 0.5rem; }
.account { display: grid; grid-template-columns: 64px 1fr; column-gap: 1rem; align-items: center; width: 100%;
  text-align: left; padding: 0.5rem; background: #2a475e; color: inherit; border: 1px solid #66c0f4; border-radius: 6px; cursor: pointer; }
.account img { grid-row: span 2; border-radius: 4px; }
.account .name { font-weight: 700; } .account .details { font-size: 0.875rem; color: #c7d5e0; }
.account:hover, .account:focus-visible { background: #3d6c8d; outline: 2px solid #fff; }
label { display: block; margin-bottom: 0.25rem; }
input { padding: 0.5rem; border-radius: 4px; border: 1px solid #66c0f4; width: min(100%, 20rem); }
button { font: inherit; }
.new-account button, .cancel { margin-top: 0.5rem; padding: 0.5rem 1rem; border-radius: 4px; border: 0; background: #66c0f4; color: #111827; cursor: pointer; }
.cancel { background: #e5e7eb; margin-top: 2rem; }
.hint { font-size: 0.875rem; color: #c7d5e0; }
.hint a { color: #66c0f4; }
fieldset { border: 1px solid #66c0f4; border-radius: 6px; } fieldset label { margin: 0.5rem 0; }
fieldset input { width: auto; }
.offers { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.offer { padding: 0.75rem 1rem; background: #2a475e; border-radius: 6px; }
.offer h3 { margin: 0; font-size: 1rem; } .offer .state { font-weight: 700; }
.answers button, .save { margin: 0.5rem 0.5rem 0 0; padding: 0.5rem 1rem; border-radius: 4px; border: 0; background: #a4d007; color: #111827; cursor: pointer; }
.answers .decline { background: #e5e7eb; }
`;

import type { SandboxSteamAccount } from './accounts.ts';

/** SANDBOX: the provider's sign-in page. Server-rendered, no script at all, styles from one file of ours. */
const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.codePointAt(0)};`);

export interface LoginPageModel {
  realm: string;
  returnTo: string;
  accounts: SandboxSteamAccount[];
  avatarPath: (steamId: string) => string;
  approvePath: string;
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
`;

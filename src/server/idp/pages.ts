/** The embedded provider's HTML pages: sign-in, sign-out confirmation and errors. Plain, self-contained, no scripts from elsewhere. */
import { createHash } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, passwordRuleText } from '../../domain/passwordPolicy';
import { policy, type CspDirectives } from '../http/security-headers';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);width:20rem}
h1{font-size:1.25rem;margin:0 0 1.25rem}label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #b8c0c8;border-radius:4px}
button{margin-top:1.25rem;width:100%;padding:.6rem;font-size:1rem;background:#2b6cb0;color:#fff;border:0;border-radius:4px;cursor:pointer}
.hint{font-size:.8rem;color:#4a5568;margin:.25rem 0 0}
.error{background:#fde8e8;color:#9b1c1c;border:1px solid #f8b4b4;border-radius:4px;padding:.5rem .75rem;font-size:.9rem}`;

/** Submits oidc-provider's sign-out form at once (keycloak-js expects sign-out without a question). */
const LOGOUT_SCRIPT = `(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The Content-Security-Policy of the provider's pages and endpoints: the one style and the one script above
 * are allowed by their hashes, nothing else runs or loads; forms post to the provider itself, which then
 * redirects to the SPA on the same origin; never framed.
 */
export const IDP_PAGE_DIRECTIVES: CspDirectives = {
  'default-src': ["'none'"],
  'style-src': [sha256(STYLE)],
  'script-src': [sha256(LOGOUT_SCRIPT)],
  'img-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
};
export const IDP_PAGE_CSP = policy(IDP_PAGE_DIRECTIVES);

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export const LOGIN_ERROR = 'Invalid username or password.';

export function loginPage(options: { action: string; username?: string; error?: string; clientName?: string }): string {
  const error = options.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>` : '';
  return layout(
    'Sign in',
    `<h1>Sign in to ${escapeHtml(options.clientName ?? 'the nutrition back-office')}</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(options.username)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider's sign-out confirmation, submitted at once (keycloak-js expects sign-out without a question). */
export function logoutPage(form: string): string {
  return layout(
    'Signing out',
    `<h1>Signing out…</h1>${form}
<noscript><button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

export const PASSWORD_CHANGE_REQUIRED = 'You need to change your password to activate your account.';
export const PASSWORD_CHANGE_ERRORS = {
  empty: 'Please specify a new password.',
  mismatch: "Passwords don't match.",
  same: 'The new password must differ from the temporary one.',
} as const;

/**
 * The required action after a sign-in with a temporary password: the user picks their own password
 * before the sign-in completes. `ticket` proves the temporary password was just given (see mount.ts).
 */
export function changePasswordPage(options: {
  action: string;
  username: string;
  ticket: string;
  error?: string;
  /** The shortest password taken (shown under the field; the browser checks it too). */
  minLength: number;
}): string {
  const message = options.error
    ? `<p class="error" role="alert" id="password-error">${escapeHtml(options.error)}</p>`
    : `<p role="status">${escapeHtml(PASSWORD_CHANGE_REQUIRED)}</p>`;
  return layout(
    'Update password',
    `<h1>Update password</h1>
${message}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="off">
<input type="hidden" name="username" value="${escapeHtml(options.username)}" autocomplete="username">
<input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
<label for="password-new">New password</label>
<input id="password-new" name="password-new" type="password" autocomplete="new-password" required autofocus minlength="${options.minLength}" maxlength="${PASSWORD_MAX_LENGTH}" aria-describedby="password-rule">
<p class="hint" id="password-rule">${escapeHtml(passwordRuleText(options.minLength))}</p>
<label for="password-confirm">Confirm password</label>
<input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password" required>
<button type="submit">Submit</button>
</form>`,
  );
}

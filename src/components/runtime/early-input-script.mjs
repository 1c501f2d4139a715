// The inline script of early-input.ts, as plain ESM: the page writes it (EarlyInput.tsx) and the
// server allows it by its hash (server.mjs → features/security), so both read the same bytes.

/** The inline script's text (a fixed string: its CSP hash never changes). */
export const earlyInputScript = `(function(){var w=window,q=w.__earlyInput=[];function add(n){if(n&&q.indexOf(n)<0)q.push(n);if(n==='search')w.__earlySearchOn=true}
addEventListener('click',function(e){if(w.__earlyInputDone)return;var t=e.target&&e.target.closest&&e.target.closest('[data-early],[data-contact]');if(!t)return;e.preventDefault();add(t.hasAttribute('data-contact')?'contact':t.getAttribute('data-early'))},true);
addEventListener('keydown',function(e){var a=document.activeElement;if(a&&(a.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)))return;
if(w.__earlySearchOn){if(e.ctrlKey||e.metaKey||e.altKey||e.isComposing)return;var k=e.key,s=w.__earlySearch||'';if(/^.$/u.test(k))s+=k;else if(k==='Backspace')s=s.slice(0,-1);else if(k==='Enter')w.__earlySubmit=true;else if(k==='Escape'){w.__earlySearchOn=false;s='';var i=q.indexOf('search');if(i>=0)q.splice(i,1)}else return;w.__earlySearch=s;e.preventDefault();return}
if(w.__earlyInputDone)return;if((e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey)||((e.ctrlKey||e.metaKey)&&!e.altKey&&String(e.key).toLowerCase()==='k')){e.preventDefault();add('search')}},true)})()`

// Taps and typing on a server-rendered page before the web app has taken it over (ADR 062). The HTML paints
// before the scripts run; until React has hydrated an element it has no handlers. This inline script, first in
// the head, holds what a person does meanwhile and hands it to the live page:
//  - a click on a button (or a summary, or a submit input) and a form's submission are stopped (no native form
//    post that would put the fields into the address) and kept; the button says it is busy meanwhile (aria-busy,
//    styled in base.css); each is done again, in order, once the app has committed its first render (it marks
//    <html data-live> and says so with an `atelje:live` event, app/app.tsx, so that they are done before anything
//    else the live page does) and React has hydrated the element (React marks the elements it runs with its
//    own properties);
//  - what is typed into a field, and a checkbox or radio ticked, are left to the browser and remembered; once the
//    field is live it is set again the way a person would, so the app's state follows it whatever the first render
//    did to the field (a form that set its default over it, a controlled field that kept its own empty state).
// A tap on an element React already runs, while a field typed before it was live still waits for its next turn,
// first sets those fields (so a form that came alive between the typing and the tap submits what was typed).
// Elements React already runs are not touched otherwise: the script steps aside per element, not per page (so the events it
// does again, and those of automation or assistive technology, pass through once the element is live). An element
// React replaced instead of taking over is dropped; the script gives up on anything still waiting after 30 s.
// Allowed by its hash in the Content-Security-Policy.
import { createHash } from 'node:crypto';

export const EARLY_EVENTS_SCRIPT = `(function(d){var q=[],fields=[],timer=0,start=Date.now();
function own(el){if(!d.documentElement.hasAttribute('data-live'))return false;var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactProps$')===0)return true;return false}
function toggles(el){return el.type==='checkbox'||el.type==='radio'}
function resync(f){var el=f.el;if(toggles(el)){el.checked=!f.value;el.click();return}if(f.value==='')return;el.value='';var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),'value');s.set.call(el,f.value);el.dispatchEvent(new Event('input',{bubbles:true}));el.dispatchEvent(new Event('change',{bubbles:true}))}
function settle(scope){for(var i=0;i<fields.length;i++){var f=fields[i];if(f&&!f.el.isConnected){fields[i]=null;continue}if(!f||!own(f.el)||(scope&&!scope.contains(f.el)))continue;fields[i]=null;resync(f)}}
function tick(){timer=0;settle(null);while(q.length){var e=q[0],el=e.form||e.el;if(!el.isConnected){q.shift();continue}if(!own(el))break;q.shift();busy(e,false);if(e.form){settle(e.form);e.form.requestSubmit(e.submitter&&e.submitter.form===e.form?e.submitter:undefined)}else{if(el.form)settle(el.form);el.click()}}
if((q.length||fields.some(Boolean))&&Date.now()-start<30000)timer=setTimeout(tick,50)}
function busy(e,on){var el=e.submitter||e.el||e.form;if(!el||!el.setAttribute)return;if(on)el.setAttribute('aria-busy','true');else el.removeAttribute('aria-busy')}
function later(){if(!timer)timer=setTimeout(tick,50)}
function onClick(e){var t=e.target;if(!t||!t.closest)return;var el=t.closest('button,[role=button],input[type=submit],summary');if(!el)return;if(own(el)){if(fields.some(Boolean))settle(null);return}e.preventDefault();e.stopPropagation();var x={el:el};q.push(x);busy(x,true);later()}
function onSubmit(e){var f=e.target;if(!f)return;if(own(f)){if(fields.some(Boolean))settle(f);return}e.preventDefault();e.stopPropagation();var x={form:f,submitter:e.submitter||null};q.push(x);busy(x,true);later()}
function onInput(e){var t=e.target;if(!t||!('value' in t)||own(t))return;var v=toggles(t)?t.checked:t.value;for(var i=0;i<fields.length;i++)if(fields[i]&&fields[i].el===t){fields[i].value=v;return}fields.push({el:t,value:v});later()}
d.addEventListener('atelje:live',function(){if(timer){clearTimeout(timer);timer=0}tick()});d.addEventListener('click',onClick,true);d.addEventListener('submit',onSubmit,true);d.addEventListener('input',onInput,true);d.addEventListener('change',onInput,true)})(document)`;

/** The script's CSP source expression. */
export const EARLY_EVENTS_HASH = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;

export const EARLY_EVENTS_TAG = `<script>${EARLY_EVENTS_SCRIPT}</script>`;

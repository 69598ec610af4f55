import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { CaseType } from '../../data/case-types';
import type { FormCopy } from '../../data/ui-copy';
import { attributionConsentField, attributionConsentValue } from '../../lead-core/attribution.ts';
import { emptyLeadForm, LeadFormView, type LeadFieldName, type LeadFormValues } from '../lead-form/lead-form-view';
import type { LiveLeadFormProps } from '../lead-form/lead-form-live';

type LiveForm = (props: LiveLeadFormProps) => React.ReactNode;
type Upgrade = { LiveLeadForm: LiveForm; values: LeadFormValues; focus?: { name: LeadFieldName; start: number | null; end: number | null } };

let liveModule: Promise<LiveForm> | undefined;

/**
 * Whether a key is held down on the page. Space ticks a checkbox when it is released: a take-over
 * between the press and the release would replace the box under the key, and the tick would be
 * lost (seen on the optional box in Chromium). So the take-over waits for the key to come up.
 */
let keyHeld = false;
let watchingKeys = false;
function watchKeys() {
  if (watchingKeys) return;
  watchingKeys = true;
  addEventListener('keydown', () => (keyHeld = true), true);
  addEventListener('keyup', () => (keyHeld = false), true);
  // A key released in another window never comes up here.
  addEventListener('blur', () => (keyHeld = false));
}
/**
 * Runs `then` now, or once the key held down is released and what its release does (a tick) is
 * done; at most a second later in any case, so a missed release cannot keep the form plain.
 */
function afterKeyRelease(then: () => void) {
  if (!keyHeld) return then();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(limit);
    removeEventListener('keyup', onKeyUp, true);
    then();
  };
  const onKeyUp = () => setTimeout(once);
  const limit = setTimeout(once, 1000);
  addEventListener('keyup', onKeyUp, true);
}
const loadLiveForm = (copy: FormCopy) => (liveModule ??= import('../lead-form/lead-form-live').then((module) => module.warmLiveLeadForm(copy)));

/**
 * The consultation form. The page ships only its plain HTML (which posts natively, so it works
 * before and without JavaScript); the validating, sending form — TanStack Form, valibot, toasts
 * and Supabase's functions client — loads when the visitor first reaches for it, and takes over with
 * what was already typed and where the caret was. `initialCaseType` is chosen in the select from
 * the start (a criminal-defense page's "Other"), and again after a sent form is reset.
 */
export default function LeadForm({
  sourceLabel,
  heading,
  copy,
  initialCaseType,
}: {
  sourceLabel: string;
  heading: string;
  copy: FormCopy;
  initialCaseType?: CaseType;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [upgrade, setUpgrade] = useState<Upgrade>();
  // If the live form cannot load (a dropped connection), the plain form posts natively instead.
  const [loadFailed, setLoadFailed] = useState(false);
  // A visitor who ticked the agreement before the scripts arrived keeps a working submit: the
  // plain form stays plain (it posts natively) until the live form takes over with their entries.
  const [agreedBeforeHydration, setAgreedBeforeHydration] = useState(false);

  const startUpgrade = () => {
    loadLiveForm(copy).then(
      (LiveLeadForm) =>
        afterKeyRelease(() => {
          const form = formRef.current;
          if (!form) return;
          // Read and swap in one task, so no keystroke can land in between and be lost.
          flushSync(() => setUpgrade({ LiveLeadForm, values: readValues(form), focus: readFocus(form) }));
        }),
      () => {
        liveModule = undefined;
        setLoadFailed(true);
      },
    );
  };
  // The box's state before hydration is in the page, not in React.
  const upgradeIfAgreedBeforeHydration = useEffectEvent(() => {
    const agreement = formRef.current?.elements.namedItem('agreement');
    if (agreement instanceof HTMLInputElement && agreement.checked) {
      setAgreedBeforeHydration(true);
      startUpgrade();
    }
  });
  useEffect(() => {
    watchKeys();
    upgradeIfAgreedBeforeHydration();
  }, []);

  if (upgrade) {
    const { LiveLeadForm } = upgrade;
    return (
      <>
        <LiveLeadForm
          id={id}
          heading={heading}
          sourceLabel={sourceLabel}
          copy={copy}
          initialCaseType={initialCaseType}
          initialValues={upgrade.values}
          focusedField={upgrade.focus?.name}
        />
        {upgrade.focus && <RestoreFocus id={id} {...upgrade.focus} />}
      </>
    );
  }
  return (
    <LeadFormView
      id={id}
      heading={heading}
      sourceLabel={sourceLabel}
      copy={copy}
      initialCaseType={initialCaseType}
      formRef={formRef}
      submitDisabled={hydrated && !loadFailed && !agreedBeforeHydration}
      validatesItself={hydrated && !loadFailed && !agreedBeforeHydration}
      onIntent={hydrated && !loadFailed ? startUpgrade : undefined}
    />
  );
}

const noSubscription = () => () => {};
/** False in the server's HTML and while hydrating, true from the render after (and in a fresh client render). */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function readValues(form: HTMLFormElement): LeadFormValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    ...emptyLeadForm,
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    caseType: text('caseType'),
    message: text('message'),
    agreement: data.has('agreement'),
    [attributionConsentField]: data.get(attributionConsentField) === attributionConsentValue,
  };
}

function readFocus(form: HTMLFormElement): Upgrade['focus'] {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement)) return undefined;
  if (!form.contains(active) || !(active.name in emptyLeadForm)) return undefined;
  const caret = 'selectionStart' in active && active.type !== 'checkbox' && active.type !== 'email' ? active : undefined;
  return { name: active.name as LeadFieldName, start: caret?.selectionStart ?? null, end: caret?.selectionEnd ?? null };
}

/** Puts focus (and the caret) back where it was in the plain form, before the visitor notices. */
function RestoreFocus({ id, name, start, end }: { id: string; name: LeadFieldName; start: number | null; end: number | null }) {
  useLayoutEffect(() => {
    const control = document.getElementById(`${id}-${name}`);
    if (!control) return;
    control.focus();
    if (start !== null && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) control.setSelectionRange(start, end);
  }, [id, name, start, end]);
  return null;
}

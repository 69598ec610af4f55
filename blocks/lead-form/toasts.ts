// Sonner is loaded with its own stylesheet (a file: the build keeps sonner from inserting it inline,
// src/build/sonner-stylesheet.ts), and its toaster mounted at the end of the page, only once a
// visitor starts on a form, not with the page. The toaster is a React root of its own, outside
// <main>, so a toast outlives a page swap; its labels are those of the page whose form is in use.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ToasterWords } from '../../data/ui-copy';

let toaster: Promise<{ sonner: typeof import('sonner'); root: Root }> | undefined;

/**
 * Mounts the toaster, or relabels it, in the words of the form's page (call it when a form is first
 * used, before any toast is shown): sonner's own labels, "Notifications" and "Close toast", are English.
 */
export function prepareToasts(words: ToasterWords) {
  toaster ??= Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([sonner]) => ({
    sonner,
    root: createRoot(document.body.appendChild(document.createElement('div'))),
  }));
  // A failed chunk load is retried on the next attempt.
  toaster.catch(() => (toaster = undefined));
  return toaster.then(({ sonner, root }) => {
    root.render(
      createElement(sonner.Toaster, {
        position: 'top-center',
        offset: 80,
        mobileOffset: 80,
        richColors: true,
        closeButton: true,
        containerAriaLabel: words.region,
        toastOptions: { closeButtonAriaLabel: words.close },
      }),
    );
    return sonner;
  });
}

export async function showToast(words: ToasterWords, kind: 'success' | 'error', message: string) {
  const { toast } = await prepareToasts(words);
  toast[kind](message);
}

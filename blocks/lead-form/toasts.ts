// Sonner is loaded with its own stylesheet (a file: the build keeps sonner from inserting it inline,
// src/build/sonner-stylesheet.ts), and its toaster mounted at the end of the page, only once a
// visitor starts on a form, not with the page. The toaster is a React root of its own, outside
// <main>, so a toast outlives a page swap.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

let toaster: Promise<typeof import('sonner')> | undefined;

/** Mounts the toaster (call it when a form is first used, before any toast is shown). */
export function prepareToasts() {
  toaster ??= Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([sonner]) => {
    const host = document.body.appendChild(document.createElement('div'));
    createRoot(host).render(createElement(sonner.Toaster, { position: 'top-center', offset: 80, mobileOffset: 80, richColors: true, closeButton: true }));
    return sonner;
  });
  // A failed chunk load is retried on the next attempt.
  toaster.catch(() => (toaster = undefined));
  return toaster;
}

export async function showToast(kind: 'success' | 'error', message: string) {
  const { toast } = await prepareToasts();
  toast[kind](message);
}

import { useEffect } from 'react';

/** Spec §2: the 404 page logs the address the visitor tried. */
export default function NotFoundLog() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}

/** Dispatched on window by src/client/navigation.ts after another page was swapped in. */
export const pageSwapEvent = 'site:pageswap';

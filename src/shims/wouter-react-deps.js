/**
 * wouter's bridge to React, for React 19 and the browser only. The original
 * feature-tests hooks on a namespace object (`React["useInsertion" +
 * "Effect"]`); since React is CommonJS, that makes webpack ship a
 * namespace-faking helper in every page's runtime. Same exports, plain imports.
 */
import { useInsertionEffect, useRef } from 'react';

export {
  useMemo,
  useRef,
  useState,
  useContext,
  createContext,
  isValidElement,
  cloneElement,
  createElement,
  Fragment,
  forwardRef,
  useSyncExternalStore,
  useLayoutEffect as useIsomorphicLayoutEffect,
  useInsertionEffect,
} from 'react';

export const useEvent = (fn) => {
  const ref = useRef([fn, (...args) => ref[0](...args)]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};

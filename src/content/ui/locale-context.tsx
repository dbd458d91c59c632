import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../../config/site';
import type { Content as UiContent } from '../schema/ui';

interface LocaleValue {
  locale: Locale;
  ui: UiContent;
}

const LocaleContext = createContext<LocaleValue | null>(null);

export function LocaleProvider({ locale, ui, children }: LocaleValue & { children: ReactNode }) {
  return <LocaleContext.Provider value={{ locale, ui }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}

declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
/** A file the bundler emits as it is, imported for its URL (a post's body). */
declare module '*?url' {
  const url: string;
  export default url;
}

/** The day the site was built (`YYYY-MM-DD`, local time); the prerendered pages carry it until the visitor's own day fills in. */
declare const __BUILD_DATE__: string;

/** Whether any service's booking takes the payment (services.json, `paymentInBooking`): false folds the paid card's branch for it away. */
declare const __PAYMENT_IN_BOOKING__: boolean;

/** Whether the settings choose a cookieless service to count visits with (src/config/settings/analytics.json): false leaves the sender out of the build. */
declare const __COOKIELESS_ANALYTICS__: boolean;
/** Google Analytics 4 chosen in the settings: the consent banner and its footer link exist only then. */
declare const __GOOGLE_ANALYTICS__: boolean;

/** Whether the settings show the WhatsApp button: false, the production build leaves its code out (webpack.config.ts). */
declare const __WHATSAPP_BUTTON__: boolean;

/** Webpack's hot module replacement: there under the dev server (`npm start`) only. */
declare namespace NodeJS {
  interface Module {
    hot?: {
      accept(dependencies: string | string[], callback?: () => void): void;
    };
  }
}

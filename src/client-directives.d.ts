declare global {
  namespace Astro {
    interface ClientDirectives {
      /** The staff frame's islands: at once, or after the page's record ('after-record'). */
      'client:frame'?: boolean | string;
    }
  }
}
export {};

declare module '*.svg' {
  /** The asset's URL (a data: URL when webpack inlines a small file). */
  const url: string;
  export default url;
}

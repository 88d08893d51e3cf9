// The embedded OpenID provider (identity issue).
export {};

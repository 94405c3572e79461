// Setup of the `unit-node` project: a file in Node needs nothing; one that opts into jsdom
// (`// @vitest-environment jsdom`) gets the component setup. React DOM and Testing Library are
// imported only then: loading them for every Node file was a third of the project's time.
if (typeof window !== 'undefined') await import('./unit');

export {};

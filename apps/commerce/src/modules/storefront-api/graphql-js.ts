/**
 * graphql-js, always its CommonJS build. mercurius require()s graphql; the test runner
 * would otherwise hand our ES-module imports the separate .mjs build, and graphql-js refuses
 * to mix schema objects of two instances. Every import of graphql in this module goes here.
 */
export * from 'graphql/index.js';

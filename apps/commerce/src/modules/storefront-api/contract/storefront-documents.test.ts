/**
 * Every GraphQL document the storefront sends must be valid against Shopify's 2025-01 schema
 * (so the storefront can be pointed at Shopify) and against ours. Documents are the
 * reference operations of spec 7 plus whatever the storefront's code holds: `.graphql`
 * files and template literals starting with `#graphql` (Shopify's Hydrogen convention).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildStorefrontSchema } from '../executable-schema';
import { type DefinitionNode, Kind, parse, validate, visit } from '../graphql-js';
import { loadShopifySchema } from './shopify-schema';
import { STOREFRONT_OPERATIONS } from './storefront-operations';

const storefrontRoot = fileURLToPath(new URL('../../../../../storefront', import.meta.url));

function sourceFiles(directory: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|graphql|gql)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** `#graphql` template literals; ${…} interpolations are fragments, supplied by name below. */
function documentsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (/\.(graphql|gql)$/.test(file)) return [text];
  return [...text.matchAll(/`\s*#graphql([\s\S]*?)`/g)].map((match) =>
    (match[1] ?? '').replace(/\$\{[^}]*\}/g, ''),
  );
}

/** Splits documents into operations, each joined with the fragments it uses. */
function operationsOf(sources: string[]): Map<string, string> {
  const definitions: DefinitionNode[] = sources.flatMap((source) => [...parse(source).definitions]);
  const fragments = new Map<string, DefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const operations = new Map<string, string>();
  definitions.forEach((definition, index) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return;
    const used = new Map<string, DefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(spread.name.value)) {
            used.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(definition);
    operations.set(
      definition.name?.value ?? `anonymous-${index}`,
      [definition, ...used.values()].map(print).join('\n'),
    );
  });
  return operations;
}

function print(node: DefinitionNode): string {
  return node.loc?.source.body.slice(node.loc.start, node.loc.end) ?? '';
}

const shopify = loadShopifySchema();
const ours = buildStorefrontSchema();

describe('GraphQL documents the storefront sends', () => {
  const reference = [...new Set(Object.values(STOREFRONT_OPERATIONS))];
  const fromStorefront = sourceFiles(storefrontRoot).flatMap(documentsIn);
  const operations = operationsOf([...reference, ...fromStorefront]);

  it('covers the operations of spec 7', () => {
    expect(operations.size).toBeGreaterThanOrEqual(Object.keys(STOREFRONT_OPERATIONS).length);
  });

  it.each([...operations])("%s is valid against Shopify's schema and ours", (_name, document) => {
    const ast = parse(document);
    expect(validate(shopify, ast).map((error) => error.message)).toEqual([]);
    expect(validate(ours, ast).map((error) => error.message)).toEqual([]);
  });
});

/**
 * Limits on what one GraphQL request may ask for (issue 3: depth and cost limits). Cost
 * counts every object field once, multiplied by the page sizes (first/last) of the
 * connections above it, like Shopify's calculated query cost.
 */
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from './graphql-js';

export const QUERY_LIMITS = {
  /** Deep enough for customer → orders → line items → variant → product → image. */
  maxDepth: 15,
  /** 50 orders × 50 line items with variant details is about 20,000. */
  maxCost: 50_000,
  /** Each mutation may hash a password or send a mail; ten per request is plenty. */
  maxMutationFields: 10,
  maxQueryLength: 100_000,
  maxTokens: 20_000,
} as const;

type Variables = Record<string, unknown> | null | undefined;

/** The request's variables, noting whether a page size came from one of them. */
interface VariableReader {
  readonly variables: Variables;
  used: boolean;
}

function pageSize(value: ValueNode | undefined, reader: VariableReader): number {
  if (!value) return 1;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    reader.used = true;
    const given = reader.variables?.[value.name.value];
    return typeof given === 'number' && Number.isFinite(given) ? given : 1;
  }
  return 1;
}

function costOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: VariableReader,
  seen: ReadonlySet<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.selectionSet || selection.name.value.startsWith('__')) continue;
      const sizeArgument = selection.arguments?.find(
        (arg) => arg.name.value === 'first' || arg.name.value === 'last',
      );
      const size = Math.max(1, pageSize(sizeArgument?.value, variables));
      cost += 1 + size * costOf(selection.selectionSet, fragments, variables, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += costOf(selection.selectionSet, fragments, variables, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Cycles are reported by graphql-js's own NoFragmentCycles rule; here they only stop.
      if (fragment && !seen.has(name)) {
        cost += costOf(fragment.selectionSet, fragments, variables, new Set([...seen, name]));
      }
    }
  }
  return cost;
}

/**
 * Thrown before execution when a request asks for too much; carries GraphQL errors the
 * route answers with 400, like parse and validation errors.
 */
export class QueryLimitError extends Error {
  override name = 'QueryLimitError';
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors[0]?.message ?? 'Query limit exceeded');
  }
}

/**
 * Errors of documents whose cost no variable changes (the storefront's cart documents ask
 * for fixed page sizes), by parsed document: the parse cache hands out the same document
 * object for the same text, so the walk runs once per document instead of per request.
 */
const fixedCostErrors = new WeakMap<DocumentNode, readonly GraphQLError[]>();

/** Cost and mutation-count problems of a parsed document, given the request's variables. */
export function queryLimitErrors(
  document: DocumentNode,
  variables: Variables,
): readonly GraphQLError[] {
  const known = fixedCostErrors.get(document);
  if (known) return known;
  const reader: VariableReader = { variables, used: false };
  const errors = limitErrorsOf(document, reader);
  if (!reader.used) fixedCostErrors.set(document, errors);
  return errors;
}

function limitErrorsOf(document: DocumentNode, variables: VariableReader): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = costOf(definition.selectionSet, fragments, variables, new Set());
    if (cost > QUERY_LIMITS.maxCost) {
      errors.push(
        new GraphQLError(`Query cost ${cost} exceeds the maximum of ${QUERY_LIMITS.maxCost}.`, {
          extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: QUERY_LIMITS.maxCost },
        }),
      );
    }
    const rootFields = definition.selectionSet.selections.length;
    if (definition.operation === 'mutation' && rootFields > QUERY_LIMITS.maxMutationFields) {
      errors.push(
        new GraphQLError(`A request may run at most ${QUERY_LIMITS.maxMutationFields} mutations.`, {
          extensions: { code: 'MAX_COST_EXCEEDED' },
        }),
      );
    }
  }
  return errors;
}

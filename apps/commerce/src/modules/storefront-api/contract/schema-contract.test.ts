/**
 * Contract: every type, field, argument, enum value, input field and directive our Storefront
 * API exposes exists in Shopify's 2025-01 schema with the same type, nullability and
 * default, so Shopify clients can use ours and the storefront can switch to Shopify.
 */
import { describe, expect, it } from 'vitest';
import { buildStorefrontSchema } from '../executable-schema';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
} from '../graphql-js';
import { loadShopifySchema } from './shopify-schema';

/** Our own additions, each named with the Ext prefix; nothing else may differ. */
const ALLOWED_EXTENSIONS = {
  types: ['ExtCustomerInvitationDeclinePayload'],
  fields: ['Mutation.extCustomerInvitationDecline'],
};

const ours = buildStorefrontSchema();
const shopify = loadShopifySchema();

const kindOf = (type: GraphQLNamedType) =>
  isObjectType(type)
    ? 'object'
    : isInterfaceType(type)
      ? 'interface'
      : isUnionType(type)
        ? 'union'
        : isEnumType(type)
          ? 'enum'
          : isInputObjectType(type)
            ? 'input'
            : 'scalar';

const defaultOf = (value: GraphQLArgument | GraphQLInputField) =>
  JSON.stringify(value.defaultValue ?? null);
const isRequired = (value: GraphQLArgument | GraphQLInputField) =>
  String(value.type).endsWith('!') && value.defaultValue === undefined;

function compareArguments(
  where: string,
  our: readonly GraphQLArgument[],
  theirs: readonly GraphQLArgument[],
  problems: string[],
): number {
  for (const argument of our) {
    const match = theirs.find((candidate) => candidate.name === argument.name);
    if (!match) problems.push(`${where}(${argument.name}:) is not in Shopify's schema`);
    else if (String(match.type) !== String(argument.type)) {
      problems.push(`${where}(${argument.name}:) is ${argument.type}, Shopify has ${match.type}`);
    } else if (defaultOf(match) !== defaultOf(argument)) {
      problems.push(
        `${where}(${argument.name}:) defaults to ${defaultOf(argument)}, Shopify to ${defaultOf(match)}`,
      );
    }
  }
  for (const argument of theirs) {
    if (isRequired(argument) && !our.some((candidate) => candidate.name === argument.name)) {
      problems.push(`${where} lacks Shopify's required argument ${argument.name}`);
    }
  }
  return our.length;
}

function compareFields(
  type: GraphQLNamedType,
  theirs: GraphQLNamedType,
  problems: string[],
): number {
  if (
    !(isObjectType(type) || isInterfaceType(type)) ||
    !(isObjectType(theirs) || isInterfaceType(theirs))
  )
    return 0;
  let checked = 0;
  const theirFields = theirs.getFields();
  for (const field of Object.values<GraphQLField<unknown, unknown>>(type.getFields())) {
    const where = `${type.name}.${field.name}`;
    checked += 1;
    if (ALLOWED_EXTENSIONS.fields.includes(where)) continue;
    const match = theirFields[field.name];
    if (!match) {
      problems.push(`${where} is not in Shopify's schema`);
      continue;
    }
    if (String(match.type) !== String(field.type))
      problems.push(`${where} is ${field.type}, Shopify has ${match.type}`);
    checked += compareArguments(where, field.args, match.args, problems);
  }
  for (const implemented of type.getInterfaces()) {
    if (!theirs.getInterfaces().some((candidate) => candidate.name === implemented.name)) {
      problems.push(`${type.name} implements ${implemented.name}, Shopify's does not`);
    }
  }
  return checked;
}

function compareType(type: GraphQLNamedType, problems: string[]): number {
  if (ALLOWED_EXTENSIONS.types.includes(type.name)) return 1;
  const theirs = shopify.getType(type.name);
  if (!theirs) {
    problems.push(`type ${type.name} is not in Shopify's schema`);
    return 1;
  }
  if (kindOf(theirs) !== kindOf(type)) {
    problems.push(`${type.name} is a ${kindOf(type)}, Shopify's is a ${kindOf(theirs)}`);
    return 1;
  }
  let checked = 1 + compareFields(type, theirs, problems);
  if (isUnionType(type) && isUnionType(theirs)) {
    for (const member of type.getTypes()) {
      checked += 1;
      if (!theirs.getTypes().some((candidate) => candidate.name === member.name)) {
        problems.push(`union ${type.name} has ${member.name}, Shopify's does not`);
      }
    }
  }
  if (isEnumType(type) && isEnumType(theirs)) {
    for (const value of type.getValues()) {
      checked += 1;
      if (!theirs.getValue(value.name))
        problems.push(`enum ${type.name} has ${value.name}, Shopify's does not`);
    }
  }
  if (isInputObjectType(type) && isInputObjectType(theirs)) {
    const theirFields = theirs.getFields();
    for (const field of Object.values(type.getFields())) {
      checked += 1;
      const match = theirFields[field.name];
      if (!match) problems.push(`input ${type.name}.${field.name} is not in Shopify's schema`);
      else if (String(match.type) !== String(field.type)) {
        problems.push(
          `input ${type.name}.${field.name} is ${field.type}, Shopify has ${match.type}`,
        );
      } else if (defaultOf(match) !== defaultOf(field)) {
        problems.push(`input ${type.name}.${field.name} defaults differ`);
      }
    }
    for (const field of Object.values(theirFields)) {
      if (isRequired(field) && !type.getFields()[field.name]) {
        problems.push(`input ${type.name} lacks Shopify's required field ${field.name}`);
      }
    }
  }
  return checked;
}

describe('Storefront API schema contract with Shopify 2025-01', () => {
  it("uses Shopify's root type names", () => {
    expect(ours.getQueryType()?.name).toBe(shopify.getQueryType()?.name);
    expect(ours.getMutationType()?.name).toBe(shopify.getMutationType()?.name);
  });

  it('exposes nothing that differs from Shopify except the listed extensions', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const type of Object.values(ours.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type)))
        continue;
      checked += compareType(type, problems);
    }
    expect(problems).toEqual([]);
    // The walk covers the whole schema: ~100 types plus their fields, arguments and values.
    expect(checked).toBeGreaterThan(1000);
  });

  it("declares @inContext with Shopify's argument types and locations", () => {
    const problems: string[] = [];
    for (const directive of ours.getDirectives()) {
      if (isSpecifiedDirective(directive)) continue;
      const theirs = shopify.getDirective(directive.name);
      if (!theirs) {
        problems.push(`@${directive.name} is not in Shopify's schema`);
        continue;
      }
      for (const location of directive.locations) {
        if (!theirs.locations.includes(location))
          problems.push(`@${directive.name} on ${location}`);
      }
      compareArguments(`@${directive.name}`, directive.args, theirs.args, problems);
    }
    expect(problems).toEqual([]);
    expect(ours.getDirective('inContext')).toBeDefined();
  });

  it('lists only extensions that really are additions', () => {
    for (const name of ALLOWED_EXTENSIONS.types) {
      expect(name.startsWith('Ext')).toBe(true);
      expect(shopify.getType(name)).toBeUndefined();
      expect(ours.getType(name)).toBeDefined();
    }
    for (const path of ALLOWED_EXTENSIONS.fields) {
      const [typeName = '', fieldName = ''] = path.split('.');
      expect(fieldName.startsWith('ext')).toBe(true);
      const ourType = ours.getType(typeName);
      expect(ourType && isObjectType(ourType) && ourType.getFields()[fieldName]).toBeTruthy();
    }
  });
});

/**
 * A small contract for the client's own tests, built with the same `defineEndpoint` as the v1 contract but
 * on simple schemas, so the client's behaviour is tested apart from the domain's schemas.
 */
import { z } from 'zod';
import { IdParamsSchema } from '../contract/common';
import { defineEndpoint, NoContent } from '../contract/endpoint';

/** A thing: the simplest record. */
export const ThingSchema = z.object({ id: z.number().int().positive(), name: z.string().min(1) });

/** Test endpoints. */
export const things = {
  listThings: defineEndpoint({
    name: 'listThings',
    method: 'GET',
    path: 'things',
    query: z.object({ child_id: z.number().int().positive().optional() }),
    response: z.object({ things: z.array(ThingSchema) }),
    rootKey: 'things',
    status: 200,
    auth: true,
    summary: 'Lists things.',
  }),
  listProducts: defineEndpoint({
    name: 'listProducts',
    method: 'GET',
    path: 'products',
    response: z.object({ products: z.array(ThingSchema) }),
    rootKey: 'products',
    status: 200,
    auth: true,
    emptyListError: 'products',
    summary: 'Lists products that must not be empty.',
  }),
  getThing: defineEndpoint({
    name: 'getThing',
    method: 'GET',
    path: 'things/:id',
    params: IdParamsSchema,
    response: z.object({ thing: ThingSchema }),
    rootKey: 'thing',
    status: 200,
    auth: true,
    summary: 'Reads a thing.',
  }),
  createThing: defineEndpoint({
    name: 'createThing',
    method: 'POST',
    path: 'things',
    body: z.object({ thing: z.object({ name: z.string().min(1) }) }),
    response: z.object({ thing: ThingSchema }),
    rootKey: 'thing',
    status: 200,
    auth: true,
    summary: 'Creates a thing.',
  }),
  deleteThing: defineEndpoint({
    name: 'deleteThing',
    method: 'DELETE',
    path: 'things/:id',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Deletes a thing.',
  }),
  listCategories: defineEndpoint({
    name: 'listCategories',
    method: 'GET',
    path: 'categories',
    response: z.object({ categories: z.array(ThingSchema) }),
    rootKey: 'categories',
    status: 200,
    auth: false,
    emptyListError: 'categories',
    cache: 'reference',
    summary: 'Reference list of categories.',
  }),
  listPieces: defineEndpoint({
    name: 'listPieces',
    method: 'GET',
    path: 'content/pieces',
    query: z.object({ search: z.string().optional() }),
    response: z.object({ pieces: z.array(ThingSchema) }),
    rootKey: 'pieces',
    status: 200,
    auth: true,
    cache: 'content',
    summary: 'Content pieces.',
  }),
  logIn: defineEndpoint({
    name: 'logIn',
    method: 'POST',
    path: 'sessions',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ user: z.object({ id: z.number(), token: z.string() }) }),
    rootKey: 'user',
    status: 200,
    auth: false,
    summary: 'Logs in.',
  }),
  logOut: defineEndpoint({
    name: 'logOut',
    method: 'DELETE',
    path: 'sessions',
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Logs out.',
  }),
} as const;

/**
 * Fastify's schema compilers, deferred. Fastify compiles every route's request validators and answer
 * serialisers as the route is declared; with the whole API contract that was most of a start (about
 * 650 ms of a 700 ms `ready()`), paid before the first customer could be answered. Here each compiles
 * on its first use, with the same compiler and options Fastify would have used, so what is validated
 * and written is unchanged; `compileAll()` compiles the rest (the server calls it in the background once
 * it listens, the contract test to prove that every schema compiles).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compiled = ((...args: never[]) => unknown) & { errors?: unknown };
type Builder = (...args: never[]) => (route: never) => Compiled;

export interface LazyCompilers {
  /** For `Fastify({ schemaController: { compilersFactory } })`. */
  compilersFactory: NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
  /** Compiles every schema not compiled yet, yielding to the event loop between them. */
  compileAll(): Promise<void>;
}

export function lazyCompilers(): LazyCompilers {
  const pending = new Set<() => unknown>();

  /** A function that compiles on its first call; `errors` (Ajv's, which Fastify reads) reads through. */
  const deferred = (compile: () => Compiled): Compiled => {
    let fn: Compiled | undefined;
    const ensure = () => {
      pending.delete(ensure);
      return (fn ??= compile());
    };
    pending.add(ensure);
    const call = (...args: never[]) => ensure()(...args);
    Object.defineProperty(call, 'errors', { get: () => fn?.errors });
    return call;
  };
  // The compiler itself (Ajv with every shared schema added and checked, behind a pool key that is the schemas
  // as JSON) is made at its first compile too, not as each plugin's routes are declared.
  const lazily =
    (builder: Builder): Builder =>
    (...args) => {
      let compile: ReturnType<Builder> | undefined;
      return (route) => deferred(() => (compile ??= builder(...args))(route));
    };

  return {
    compilersFactory: {
      buildValidator: lazily(AjvCompiler() as unknown as Builder) as never,
      buildSerializer: lazily(SerializerSelector() as unknown as Builder) as never,
    },
    async compileAll() {
      for (const ensure of [...pending]) {
        ensure();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

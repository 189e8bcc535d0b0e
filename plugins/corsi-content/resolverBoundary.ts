import type { ResolverContext } from "../shared/nodeModel";

/**
 * The boundary between the content and the build's resolvers (resolvers.ts): a resolver that throws on an entry the
 * checks accepted is a fault of the build, not of the owner, but the owner is the one who reads the message. So it
 * names the file and the entry in the content checks' words (data/<file>: <field> … (in "<title>")), says which field
 * of the site could not be drawn, and never hands on a bare stack trace.
 */

type Resolve = (source: unknown, args: unknown, context: ResolverContext, info: unknown) => unknown;
// A method, so each resolver's own argument types are accepted (methods' parameters are checked both ways).
interface FieldConfig {
  resolve?(source: never, args: never, context: never, info: never): unknown;
}
type Resolvers = Record<string, Record<string, FieldConfig>>;

/** The content check's name for an entry: its title, name or id, as fileCheck.ts labels one. */
function entryLabel(source: unknown): string | undefined {
  if (!source || typeof source !== "object") return undefined;
  const entry = source as Record<string, unknown>;
  const label = entry.title ?? entry.name ?? entry.youtubeId ?? entry.slug;
  return typeof label === "string" ? label : undefined;
}

/** The data/ file a node was read from, when it is a YAML file's node (its parent is the File node). */
function fileOf(source: unknown, context: ResolverContext): string | undefined {
  const parent = source && typeof source === "object" ? (source as { parent?: unknown }).parent : undefined;
  if (typeof parent !== "string") return undefined;
  const file = context.nodeModel.getNodeById({ id: parent });
  return typeof file?.relativePath === "string" ? file.relativePath : undefined;
}

/** The sentence for a resolver's fault: file, entry, field, what went wrong, and what to do. */
export function faultMessage(
  type: string,
  field: string,
  source: unknown,
  context: ResolverContext,
  error: unknown,
): string {
  const file = fileOf(source, context);
  const label = entryLabel(source);
  const where = `${file ? `data/${file}` : "data/"}: ${label ? `"${label}"` : "an entry"}`;
  const cause = error instanceof Error ? error.message : String(error);
  return `${where}: the build could not work out ${type}.${field} from it (${cause}). \`npm run check:content\` accepts this content, so the fault is the build's: report it with this line.`;
}

/** The resolvers, each one's faults reported by faultMessage (as an Error whose message is that sentence alone). */
export function withBoundary<R extends Resolvers>(resolvers: R): R {
  return Object.fromEntries(
    Object.entries(resolvers).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields).map(([field, config]) => {
          if (!config.resolve) return [field, config];
          const resolve = config.resolve as Resolve;
          const guarded: Resolve = (source, args, context, info) => {
            const fail = (error: unknown): never => {
              const fault = new Error(faultMessage(type, field, source, context, error));
              // The sentence is the message; a stack of the resolver's frames would only bury it.
              fault.stack = fault.message;
              throw fault;
            };
            try {
              const result = resolve(source, args, context, info);
              return result instanceof Promise ? result.catch(fail) : result;
            } catch (error) {
              return fail(error);
            }
          };
          return [field, { ...config, resolve: guarded }];
        }),
      ),
    ]),
  ) as R;
}

/**
 * Every regular expression in src/, found with the TypeScript compiler API so none is missed:
 * regex literals, and `new RegExp(...)` / `RegExp(...)` calls (with the source resolved when it is a
 * literal, a template, or `X.source` of a literal in the same file; otherwise reported as dynamic).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundRegex {
  /** `src/recordability/cues.ts:7` */
  where: string;
  /** The pattern source, or null when it is built at run time. */
  source: string | null;
  flags: string;
  /** The expression text of a dynamic `new RegExp(...)`. */
  expression?: string;
}

function* tsFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

function literalParts(node: ts.RegularExpressionLiteral): { source: string; flags: string } {
  const text = node.text;
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

/** Resolves a RegExp constructor argument to a pattern source when it is static, else null. */
function staticSource(node: ts.Expression, literals: Map<string, string>): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isRegularExpressionLiteral(node)) return literalParts(node).source;
  if (ts.isParenthesizedExpression(node)) return staticSource(node.expression, literals);
  // `NAME.source` of a regex literal bound to a const in the same file.
  if (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'source' &&
    ts.isIdentifier(node.expression)
  ) {
    return literals.get(node.expression.text) ?? null;
  }
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) {
      const part = staticSource(span.expression, literals);
      if (part === null) return null;
      out += part + span.literal.text;
    }
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const l = staticSource(node.left, literals);
    const r = staticSource(node.right, literals);
    return l === null || r === null ? null : l + r;
  }
  return null;
}

/** All regexes under `root` (a folder of .ts files), labelled relative to `base`. */
export function collectRegexes(root: string, base: string): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const file of tsFiles(root)) {
    const sf = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    const at = (node: ts.Node) =>
      `${relative(base, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    // const NAME = /.../ in this file, so `new RegExp(NAME.source, ...)` resolves.
    const literals = new Map<string, string>();
    const bind = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer !== undefined &&
        ts.isRegularExpressionLiteral(node.initializer)
      ) {
        literals.set(node.name.text, literalParts(node.initializer).source);
      }
      ts.forEachChild(node, bind);
    };
    bind(sf);
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        found.push({ where: at(node), ...literalParts(node) });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        const [pattern, flags] = node.arguments ?? [];
        const flagText = flags === undefined ? '' : (staticSource(flags, new Map()) ?? '?');
        const source = pattern === undefined ? '' : staticSource(pattern, literals);
        found.push({
          where: at(node),
          source,
          flags: flagText,
          ...(source === null ? { expression: pattern!.getText(sf) } : {}),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

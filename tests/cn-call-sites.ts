// Every class list the app's `cn(...)` calls can receive, read from the source with the
// TypeScript compiler (for the differential test in app/utils/misc.test.ts). A call's
// arguments are followed to what they can hold: literals, both branches of `?:`, `&&`
// and `??`, template literals, constants and lookup tables (every entry), calls of the
// app's own functions (what they return) and `className`, which stands for every
// className the component's callers pass it: JSX attributes, `{...spread}` props and
// `className:` properties of calls. What cannot be followed is reported, not guessed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

type Values = Set<string>;
export type CnCall = { where: string; argumentOptions: string[][] };
export type CallSites = { calls: CnCall[]; unresolved: string[] };

const MAX_OPTIONS = 5000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

function product(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])), [[]]);
}

/** The name of the function (declaration or `const Name = (...) =>`) a node sits in, outermost named one. */
function enclosingFunctionName(node: ts.Node): string | undefined {
  let name: string | undefined;
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) name = at.name.text;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) {
      name = at.parent.name.text;
    }
  }
  return name;
}

function jsxTagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

export function collectCnCallSites(appDir: string, joinClasses: (...classes: string[]) => string): CallSites {
  const files = sourceFiles(appDir).map((file) => {
    const text = readFileSync(file, "utf8");
    return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  });
  const functions = new Map<string, ts.Node[]>();
  const constants = new Map<ts.SourceFile, Map<string, ts.Expression[]>>();
  const jsxUses = new Map<string, ts.JsxOpeningLikeElement[]>();
  const callUses = new Map<string, ts.CallExpression[]>();
  const cnCalls: ts.CallExpression[] = [];
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

  for (const file of files) {
    const fileConstants = new Map<string, ts.Expression[]>();
    constants.set(file, fileConstants);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name && node.body) push(functions, node.name.text, node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) push(functions, node.name.text, init);
        else push(fileConstants, node.name.text, init);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) push(jsxUses, jsxTagName(node), node);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === "cn") cnCalls.push(node);
        else push(callUses, node.expression.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const unresolved = new Set<string>();
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(path.dirname(appDir), file.fileName)}:${line + 1}`;
  };
  const giveUp = (node: ts.Node): Values => {
    unresolved.add(`${where(node)} ${node.getText().slice(0, 80)}`);
    return new Set([""]);
  };

  const overridesMemo = new Map<string, Values>();
  /** Every className the callers of function `name` pass it ("" for none). */
  function overrides(name: string | undefined, node: ts.Node): Values {
    if (!name) return giveUp(node);
    const known = overridesMemo.get(name);
    if (known) return known;
    const found: Values = new Set([""]);
    overridesMemo.set(name, found); // a cycle reads what is known so far
    for (const use of jsxUses.get(name) ?? []) {
      for (const attribute of use.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText() === "className" && attribute.initializer) {
          const init = attribute.initializer;
          const expression = ts.isJsxExpression(init) ? init.expression : init;
          if (expression) for (const value of valuesOf(expression)) found.add(value);
        }
        if (ts.isJsxSpreadAttribute(attribute)) for (const value of classNameOfSpread(attribute.expression)) found.add(value);
      }
    }
    for (const call of callUses.get(name) ?? []) {
      const [first] = call.arguments;
      if (first && ts.isObjectLiteralExpression(first)) for (const value of classNameProperty(first)) found.add(value);
    }
    return found;
  }

  function classNameProperty(object: ts.ObjectLiteralExpression): Values {
    const values: Values = new Set();
    for (const property of object.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === "className") for (const v of valuesOf(property.initializer)) values.add(v);
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === "className") for (const v of valuesOf(property.name)) values.add(v);
      if (ts.isSpreadAssignment(property)) for (const v of classNameOfSpread(property.expression)) values.add(v);
    }
    return values;
  }

  /** The className a `{...x}` spread can carry: a local object's, or the enclosing component's callers'. */
  function classNameOfSpread(expression: ts.Expression): Values {
    const inner = stripped(expression);
    if (ts.isObjectLiteralExpression(inner)) return classNameProperty(inner);
    if (ts.isIdentifier(inner)) {
      const definitions = constants.get(inner.getSourceFile())?.get(inner.text) ?? [];
      const objects = definitions.map(stripped).filter(ts.isObjectLiteralExpression);
      if (objects.length > 0) return new Set(objects.flatMap((object) => [...classNameProperty(object)]));
    }
    return overrides(enclosingFunctionName(expression), expression);
  }

  function stripped(expression: ts.Expression): ts.Expression {
    let at = expression;
    while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at))
      at = at.expression;
    return at;
  }

  const returnMemo = new Map<ts.Node, Values>();
  /** What a function of the app returns, every way it can. */
  function returnsOf(fn: ts.Node): Values {
    const known = returnMemo.get(fn);
    if (known) return known;
    const found: Values = new Set();
    returnMemo.set(fn, found);
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (body && !ts.isBlock(body)) for (const value of valuesOf(body)) found.add(value);
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) for (const value of valuesOf(node.expression)) found.add(value);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    if (body && ts.isBlock(body)) ts.forEachChild(body, visit);
    return found;
  }

  function objectValues(object: ts.ObjectLiteralExpression, key?: string): Values {
    const values: Values = new Set();
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) return giveUp(property);
      if (key !== undefined && property.name.getText().replace(/^["']|["']$/g, "") !== key) continue;
      for (const value of valuesOf(property.initializer)) values.add(value);
    }
    return values;
  }

  function tableValues(expression: ts.Expression, key: string | undefined, node: ts.Node): Values {
    const inner = stripped(expression);
    if (ts.isIdentifier(inner)) {
      const definitions = (constants.get(inner.getSourceFile())?.get(inner.text) ?? []).map(stripped);
      const objects = definitions.filter(ts.isObjectLiteralExpression);
      if (objects.length > 0 && objects.length === definitions.length) return new Set(objects.flatMap((object) => [...objectValues(object, key)]));
    }
    return giveUp(node);
  }

  function valuesOf(node: ts.Expression): Values {
    const expression = stripped(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return new Set([expression.text]);
    if (expression.kind === ts.SyntaxKind.NullKeyword || expression.kind === ts.SyntaxKind.FalseKeyword) return new Set([""]);
    if (ts.isTemplateExpression(expression)) {
      const parts = [[expression.head.text], ...expression.templateSpans.flatMap((span) => [[...valuesOf(span.expression)], [span.literal.text]])];
      return new Set(product(parts).map((combo) => combo.join("")));
    }
    if (ts.isConditionalExpression(expression)) return new Set([...valuesOf(expression.whenTrue), ...valuesOf(expression.whenFalse)]);
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return new Set(["", ...valuesOf(expression.right)]);
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
        return new Set([...valuesOf(expression.left), ...valuesOf(expression.right)]);
      }
      return giveUp(expression);
    }
    if (ts.isIdentifier(expression)) {
      if (expression.text === "undefined") return new Set([""]);
      if (expression.text === "className") return overrides(enclosingFunctionName(expression), expression);
      const definitions = constants.get(expression.getSourceFile())?.get(expression.text);
      if (definitions) return new Set(definitions.flatMap((definition) => [...valuesOf(definition)]));
      return giveUp(expression);
    }
    if (ts.isElementAccessExpression(expression)) return tableValues(expression.expression, undefined, expression);
    if (ts.isPropertyAccessExpression(expression)) {
      // `frame.box` where frame is a row of a table of rows: every row's `box`.
      const object = stripped(expression.expression);
      if (ts.isIdentifier(object) || ts.isElementAccessExpression(object)) {
        const rows = ts.isIdentifier(object) ? tableValuesOrNull(object, expression.name.text) : null;
        if (rows) return rows;
        if (ts.isElementAccessExpression(object)) return tableRowsField(object.expression, expression.name.text, expression);
      }
      return giveUp(expression);
    }
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return returnsOf(expression);
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
      const name = expression.expression.text;
      if (name === "cn") return cnResults(expression);
      const definitions = functions.get(name);
      if (definitions) return new Set(definitions.flatMap((fn) => [...returnsOf(fn)]));
    }
    return giveUp(expression);
  }

  function tableValuesOrNull(identifier: ts.Identifier, key: string): Values | null {
    const definitions = (constants.get(identifier.getSourceFile())?.get(identifier.text) ?? []).map(stripped);
    const objects = definitions.filter(ts.isObjectLiteralExpression);
    if (objects.length === 0 || objects.length !== definitions.length) return null;
    return new Set(objects.flatMap((object) => [...objectValues(object, key)]));
  }

  /** `TABLE[k].field`: the field of every row. */
  function tableRowsField(table: ts.Expression, field: string, node: ts.Node): Values {
    const inner = stripped(table);
    if (!ts.isIdentifier(inner)) return giveUp(node);
    const definitions = (constants.get(inner.getSourceFile())?.get(inner.text) ?? []).map(stripped).filter(ts.isObjectLiteralExpression);
    if (definitions.length === 0) return giveUp(node);
    const values: Values = new Set();
    for (const table of definitions) {
      for (const row of table.properties) {
        if (!ts.isPropertyAssignment(row)) return giveUp(row);
        const rowValue = stripped(row.initializer);
        if (!ts.isObjectLiteralExpression(rowValue)) return giveUp(row);
        for (const value of objectValues(rowValue, field)) values.add(value);
      }
    }
    return values;
  }

  const cnMemo = new Map<ts.CallExpression, { options: string[][]; results: Values }>();
  function cnResults(call: ts.CallExpression): Values {
    const known = cnMemo.get(call);
    if (known) return known.results;
    const entry = { options: [] as string[][], results: new Set<string>() };
    cnMemo.set(call, entry);
    entry.options = call.arguments.map((argument) => [...valuesOf(argument)]);
    const combos = entry.options.reduce((count, options) => count * options.length, 1);
    if (combos > MAX_OPTIONS) throw new Error(`${where(call)}: ${combos} argument combinations`);
    for (const combo of product(entry.options)) entry.results.add(joinClasses(...combo));
    return entry.results;
  }

  for (const call of cnCalls) cnResults(call);
  const calls = cnCalls.map((call) => ({ where: where(call), argumentOptions: cnMemo.get(call)!.options }));
  return { calls, unresolved: [...unresolved].sort() };
}

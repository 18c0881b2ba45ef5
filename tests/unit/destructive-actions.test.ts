import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21, 'One voice': every destructive action looks the same (the danger variant: red, its
 * verb on it) and is set apart from the other actions of its row (last, pushed to the row's end).
 * This reads the features' JSX and lists each destructive label that is drawn otherwise, so a
 * new 'Eliminar' button drawn as a secondary one fails here. Sign-out is not destructive.
 */
const DESTRUCTIVE = /^(?:Eliminar|Rechazar|Quitar|Borrar|Dar de baja|Cancelar inscripción|Sí, eliminar|Sí, salir)/;

type Finding = string;

const attr = (element: ts.JsxOpeningLikeElement, name: string): string | undefined => {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name || !property.initializer) continue;
    const init = property.initializer;
    if (ts.isStringLiteral(init)) return init.text;
    if (ts.isJsxExpression(init) && init.expression) return init.expression.getText();
  }
  return undefined;
};

const openingOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) => (ts.isJsxElement(node) ? node.openingElement : node);
const tagOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) => openingOf(node).tagName.getText();
/** The text a button shows: its literal text children, before any expression. */
const textOf = (node: ts.JsxElement) =>
  node.children
    .filter(ts.isJsxText)
    .map((t) => t.text.trim())
    .join(' ')
    .trim();

/** The elements a row renders directly, seen through `{cond && <Button/>}`. */
function rowElements(children: readonly ts.JsxChild[]): (ts.JsxElement | ts.JsxSelfClosingElement)[] {
  return children.flatMap((child) => {
    if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) return [child];
    if (ts.isJsxExpression(child) && child.expression) {
      const found: (ts.JsxElement | ts.JsxSelfClosingElement)[] = [];
      const visit = (n: ts.Node) => {
        if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n)) found.push(n);
        else n.forEachChild(visit);
      };
      visit(child.expression);
      return found;
    }
    return [];
  });
}

/** Buttons and links that look like buttons (ButtonLink, HashLink). */
const isAction = (node: ts.JsxElement | ts.JsxSelfClosingElement) => /(?:Button|Link)$/.test(tagOf(node));
const isDanger = (node: ts.JsxElement | ts.JsxSelfClosingElement) => attr(openingOf(node), 'variant') === 'danger';

export function destructiveFindings(path: string, source: string): Finding[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const where = (node: ts.Node) => `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && tagOf(node) === 'Button' && DESTRUCTIVE.test(textOf(node)) && !isDanger(node)) {
      findings.push(`${where(node)} '${textOf(node)}' is not variant="danger"`);
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      for (const name of ['submitLabel', 'confirmLabel']) {
        const label = attr(node, name);
        if (label && DESTRUCTIVE.test(label) && attr(node, 'tone') !== 'danger') findings.push(`${where(node)} ${name} '${label}' has no tone="danger"`);
      }
    }
    // A table's row action: { label: 'Eliminar', variant: 'danger', onAction }.
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map(
        node.properties.filter(ts.isPropertyAssignment).map((p) => [p.name.getText(), ts.isStringLiteral(p.initializer) ? p.initializer.text : p.initializer.getText()]),
      );
      const label = props.get('label');
      if (props.has('onAction') && label && DESTRUCTIVE.test(label) && props.get('variant') !== 'danger') {
        findings.push(`${where(node)} row action '${label}' has no variant: 'danger'`);
      }
    }
    // Set apart: in a row of several actions, the destructive one is last and pushed away.
    if (ts.isJsxElement(node)) {
      const actions = rowElements(node.children).filter(isAction);
      const dangerIndex = actions.findIndex(isDanger);
      if (actions.length > 1 && dangerIndex !== -1) {
        const danger = actions[dangerIndex]!;
        if (dangerIndex !== actions.length - 1) findings.push(`${where(danger)} the destructive action is not last in its row`);
        else if (attr(openingOf(danger), 'className') !== 'setApart') findings.push(`${where(danger)} the destructive action is not set apart (className={setApart})`);
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return findings;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('destructive actions (issue 21, one voice)', () => {
  it('every destructive button, dialog action and row action in the features is the danger variant, set apart', () => {
    const findings = tsxFiles('src/features').flatMap((path) => destructiveFindings(path, readFileSync(path, 'utf8')));
    expect(findings).toEqual([]);
  });

  it('finds a destructive label drawn as an ordinary action, and one placed between the others', () => {
    const source = `
      const actions = [{ label: 'Eliminar', onAction: remove }];
      export const A = () => (
        <div>
          <Button variant="danger" onPress={x}>Rechazar pago</Button>
          <ButtonLink href="/">Volver</ButtonLink>
          <Button variant="secondary" onPress={y}>Quitar exención</Button>
          <SubmitOrCancel submitLabel="Rechazar transferencia" onCancel={z} />
          <ConfirmDialog confirmLabel="Eliminar precio" tone="danger" />
        </div>
      );`;
    expect(destructiveFindings('x.tsx', source)).toEqual([
      "x.tsx:2 row action 'Eliminar' has no variant: 'danger'",
      'x.tsx:5 the destructive action is not last in its row',
      "x.tsx:7 'Quitar exención' is not variant=\"danger\"",
      "x.tsx:8 submitLabel 'Rechazar transferencia' has no tone=\"danger\"",
    ]);
  });

  it('a danger action last in its row and set apart passes', () => {
    const source = `export const A = () => (<div><ButtonLink href="/">Volver</ButtonLink>{ok && <Button variant="danger" className={setApart}>Eliminar</Button>}</div>);`;
    expect(destructiveFindings('x.tsx', source)).toEqual([]);
  });
});

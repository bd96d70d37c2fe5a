// Built by esbuild from js/src/ (make js): edit those files, not this one.

// node_modules/@fluent/bundle/esm/types.js
var FluentType = class {
  /**
   * Create a `FluentType` instance.
   *
   * @param value The JavaScript value to wrap.
   */
  constructor(value) {
    this.value = value;
  }
  /**
   * Unwrap the raw value stored by this `FluentType`.
   */
  valueOf() {
    return this.value;
  }
};
var FluentNone = class extends FluentType {
  /**
   * Create an instance of `FluentNone` with an optional fallback value.
   * @param value The fallback value of this `FluentNone`.
   */
  constructor(value = "???") {
    super(value);
  }
  /**
   * Format this `FluentNone` to the fallback string.
   */
  toString(scope) {
    return `{${this.value}}`;
  }
};
var FluentNumber = class extends FluentType {
  /**
   * Create an instance of `FluentNumber` with options to the
   * `Intl.NumberFormat` constructor.
   *
   * @param value The number value of this `FluentNumber`.
   * @param opts Options which will be passed to `Intl.NumberFormat`.
   */
  constructor(value, opts = {}) {
    super(value);
    this.opts = opts;
  }
  /**
   * Format this `FluentNumber` to a string.
   */
  toString(scope) {
    if (scope) {
      try {
        const nf = scope.memoizeIntlObject(Intl.NumberFormat, this.opts);
        return nf.format(this.value);
      } catch (err) {
        scope.reportError(err);
      }
    }
    return this.value.toString(10);
  }
};
var FluentDateTime = class _FluentDateTime extends FluentType {
  static supportsValue(value) {
    if (typeof value === "number")
      return true;
    if (value instanceof Date)
      return true;
    if (value instanceof FluentType)
      return _FluentDateTime.supportsValue(value.valueOf());
    if ("Temporal" in globalThis) {
      const _Temporal = globalThis.Temporal;
      if (value instanceof _Temporal.Instant || value instanceof _Temporal.PlainDateTime || value instanceof _Temporal.PlainDate || value instanceof _Temporal.PlainMonthDay || value instanceof _Temporal.PlainTime || value instanceof _Temporal.PlainYearMonth) {
        return true;
      }
    }
    return false;
  }
  /**
   * Create an instance of `FluentDateTime` with options to the
   * `Intl.DateTimeFormat` constructor.
   *
   * @param value The number value of this `FluentDateTime`, in milliseconds.
   * @param opts Options which will be passed to `Intl.DateTimeFormat`.
   */
  constructor(value, opts = {}) {
    if (value instanceof _FluentDateTime) {
      opts = { ...value.opts, ...opts };
      value = value.value;
    } else if (value instanceof FluentType) {
      value = value.valueOf();
    }
    if (typeof value === "object" && "calendarId" in value && opts.calendar === void 0) {
      opts = { ...opts, calendar: value.calendarId };
    }
    super(value);
    this.opts = opts;
  }
  [Symbol.toPrimitive](hint) {
    return hint === "string" ? this.toString() : this.toNumber();
  }
  /**
   * Convert this `FluentDateTime` to a number.
   * Note that this isn't always possible due to the nature of Temporal objects.
   * In such cases, a TypeError will be thrown.
   */
  toNumber() {
    const value = this.value;
    if (typeof value === "number")
      return value;
    if (value instanceof Date)
      return value.getTime();
    if ("epochMilliseconds" in value) {
      return value.epochMilliseconds;
    }
    if ("toZonedDateTime" in value) {
      return value.toZonedDateTime("UTC").epochMilliseconds;
    }
    throw new TypeError("Unwrapping a non-number value as a number");
  }
  /**
   * Format this `FluentDateTime` to a string.
   */
  toString(scope) {
    if (scope) {
      try {
        const dtf = scope.memoizeIntlObject(Intl.DateTimeFormat, this.opts);
        return dtf.format(this.value);
      } catch (err) {
        scope.reportError(err);
      }
    }
    if (typeof this.value === "number" || this.value instanceof Date) {
      return new Date(this.value).toISOString();
    }
    return this.value.toString();
  }
};

// node_modules/@fluent/bundle/esm/resolver.js
var MAX_PLACEABLES = 100;
var FSI = "⁨";
var PDI = "⁩";
function match(scope, selector, key) {
  if (key === selector) {
    return true;
  }
  if (key instanceof FluentNumber && selector instanceof FluentNumber && key.value === selector.value) {
    return true;
  }
  if (selector instanceof FluentNumber && typeof key === "string") {
    let category = scope.memoizeIntlObject(Intl.PluralRules, selector.opts).select(selector.value);
    if (key === category) {
      return true;
    }
  }
  return false;
}
function getDefault(scope, variants, star) {
  if (variants[star]) {
    return resolvePattern(scope, variants[star].value);
  }
  scope.reportError(new RangeError("No default"));
  return new FluentNone();
}
function getArguments(scope, args) {
  const positional = [];
  const named = /* @__PURE__ */ Object.create(null);
  for (const arg of args) {
    if (arg.type === "narg") {
      named[arg.name] = resolveExpression(scope, arg.value);
    } else {
      positional.push(resolveExpression(scope, arg));
    }
  }
  return { positional, named };
}
function resolveExpression(scope, expr) {
  switch (expr.type) {
    case "str":
      return expr.value;
    case "num":
      return new FluentNumber(expr.value, {
        minimumFractionDigits: expr.precision
      });
    case "var":
      return resolveVariableReference(scope, expr);
    case "mesg":
      return resolveMessageReference(scope, expr);
    case "term":
      return resolveTermReference(scope, expr);
    case "func":
      return resolveFunctionReference(scope, expr);
    case "select":
      return resolveSelectExpression(scope, expr);
    default:
      return new FluentNone();
  }
}
function resolveVariableReference(scope, { name }) {
  let arg;
  if (scope.params) {
    if (Object.prototype.hasOwnProperty.call(scope.params, name)) {
      arg = scope.params[name];
    } else {
      return new FluentNone(`$${name}`);
    }
  } else if (scope.args && Object.prototype.hasOwnProperty.call(scope.args, name)) {
    arg = scope.args[name];
  } else {
    scope.reportError(new ReferenceError(`Unknown variable: $${name}`));
    return new FluentNone(`$${name}`);
  }
  if (arg instanceof FluentType) {
    return arg;
  }
  switch (typeof arg) {
    case "string":
      return arg;
    case "number":
      return new FluentNumber(arg);
    case "object":
      if (FluentDateTime.supportsValue(arg)) {
        return new FluentDateTime(arg);
      }
    // eslint-disable-next-line no-fallthrough
    default:
      scope.reportError(new TypeError(`Variable type not supported: $${name}, ${typeof arg}`));
      return new FluentNone(`$${name}`);
  }
}
function resolveMessageReference(scope, { name, attr }) {
  const message = scope.bundle._messages.get(name);
  if (!message) {
    scope.reportError(new ReferenceError(`Unknown message: ${name}`));
    return new FluentNone(name);
  }
  if (attr) {
    const attribute = message.attributes[attr];
    if (attribute) {
      return resolvePattern(scope, attribute);
    }
    scope.reportError(new ReferenceError(`Unknown attribute: ${attr}`));
    return new FluentNone(`${name}.${attr}`);
  }
  if (message.value) {
    return resolvePattern(scope, message.value);
  }
  scope.reportError(new ReferenceError(`No value: ${name}`));
  return new FluentNone(name);
}
function resolveTermReference(scope, { name, attr, args }) {
  const id = `-${name}`;
  const term = scope.bundle._terms.get(id);
  if (!term) {
    scope.reportError(new ReferenceError(`Unknown term: ${id}`));
    return new FluentNone(id);
  }
  if (attr) {
    const attribute = term.attributes[attr];
    if (attribute) {
      scope.params = getArguments(scope, args).named;
      const resolved2 = resolvePattern(scope, attribute);
      scope.params = null;
      return resolved2;
    }
    scope.reportError(new ReferenceError(`Unknown attribute: ${attr}`));
    return new FluentNone(`${id}.${attr}`);
  }
  scope.params = getArguments(scope, args).named;
  const resolved = resolvePattern(scope, term.value);
  scope.params = null;
  return resolved;
}
function resolveFunctionReference(scope, { name, args }) {
  let func = scope.bundle._functions[name];
  if (!func) {
    scope.reportError(new ReferenceError(`Unknown function: ${name}()`));
    return new FluentNone(`${name}()`);
  }
  if (typeof func !== "function") {
    scope.reportError(new TypeError(`Function ${name}() is not callable`));
    return new FluentNone(`${name}()`);
  }
  try {
    let resolved = getArguments(scope, args);
    return func(resolved.positional, resolved.named);
  } catch (err) {
    scope.reportError(err);
    return new FluentNone(`${name}()`);
  }
}
function resolveSelectExpression(scope, { selector, variants, star }) {
  let sel = resolveExpression(scope, selector);
  if (sel instanceof FluentNone) {
    return getDefault(scope, variants, star);
  }
  for (const variant of variants) {
    const key = resolveExpression(scope, variant.key);
    if (match(scope, sel, key)) {
      return resolvePattern(scope, variant.value);
    }
  }
  return getDefault(scope, variants, star);
}
function resolveComplexPattern(scope, ptn) {
  if (scope.dirty.has(ptn)) {
    scope.reportError(new RangeError("Cyclic reference"));
    return new FluentNone();
  }
  scope.dirty.add(ptn);
  const result = [];
  const useIsolating = scope.bundle._useIsolating && ptn.length > 1;
  for (const elem of ptn) {
    if (typeof elem === "string") {
      result.push(scope.bundle._transform(elem));
      continue;
    }
    scope.placeables++;
    if (scope.placeables > MAX_PLACEABLES) {
      scope.dirty.delete(ptn);
      throw new RangeError(`Too many placeables expanded: ${scope.placeables}, max allowed is ${MAX_PLACEABLES}`);
    }
    if (useIsolating) {
      result.push(FSI);
    }
    result.push(resolveExpression(scope, elem).toString(scope));
    if (useIsolating) {
      result.push(PDI);
    }
  }
  scope.dirty.delete(ptn);
  return result.join("");
}
function resolvePattern(scope, value) {
  if (typeof value === "string") {
    return scope.bundle._transform(value);
  }
  return resolveComplexPattern(scope, value);
}

// node_modules/@fluent/bundle/esm/scope.js
var Scope = class {
  constructor(bundle, errors, args) {
    this.dirty = /* @__PURE__ */ new WeakSet();
    this.params = null;
    this.placeables = 0;
    this.bundle = bundle;
    this.errors = errors;
    this.args = args;
  }
  reportError(error) {
    if (!this.errors || !(error instanceof Error)) {
      throw error;
    }
    this.errors.push(error);
  }
  memoizeIntlObject(ctor, opts) {
    let cache2 = this.bundle._intls.get(ctor);
    if (!cache2) {
      cache2 = {};
      this.bundle._intls.set(ctor, cache2);
    }
    let id = JSON.stringify(opts);
    if (!cache2[id]) {
      cache2[id] = new ctor(this.bundle.locales, opts);
    }
    return cache2[id];
  }
};

// node_modules/@fluent/bundle/esm/builtins.js
function values(opts, allowed) {
  const unwrapped = /* @__PURE__ */ Object.create(null);
  for (const [name, opt] of Object.entries(opts)) {
    if (allowed.includes(name)) {
      unwrapped[name] = opt.valueOf();
    }
  }
  return unwrapped;
}
var NUMBER_ALLOWED = [
  "unitDisplay",
  "currencyDisplay",
  "useGrouping",
  "minimumIntegerDigits",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "minimumSignificantDigits",
  "maximumSignificantDigits"
];
function NUMBER(args, opts) {
  let arg = args[0];
  if (arg instanceof FluentNone) {
    return new FluentNone(`NUMBER(${arg.valueOf()})`);
  }
  if (arg instanceof FluentNumber) {
    return new FluentNumber(arg.valueOf(), {
      ...arg.opts,
      ...values(opts, NUMBER_ALLOWED)
    });
  }
  if (arg instanceof FluentDateTime) {
    return new FluentNumber(arg.toNumber(), {
      ...values(opts, NUMBER_ALLOWED)
    });
  }
  throw new TypeError("Invalid argument to NUMBER");
}
var DATETIME_ALLOWED = [
  "dateStyle",
  "timeStyle",
  "fractionalSecondDigits",
  "dayPeriod",
  "hour12",
  "weekday",
  "era",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
  "timeZoneName"
];
function DATETIME(args, opts) {
  let arg = args[0];
  if (arg instanceof FluentNone) {
    return new FluentNone(`DATETIME(${arg.valueOf()})`);
  }
  if (arg instanceof FluentDateTime || arg instanceof FluentNumber) {
    return new FluentDateTime(arg, values(opts, DATETIME_ALLOWED));
  }
  throw new TypeError("Invalid argument to DATETIME");
}

// node_modules/@fluent/bundle/esm/memoizer.js
var cache = /* @__PURE__ */ new Map();
function getMemoizerForLocale(locales) {
  const stringLocale = Array.isArray(locales) ? locales.join(" ") : locales;
  let memoizer = cache.get(stringLocale);
  if (memoizer === void 0) {
    memoizer = /* @__PURE__ */ new Map();
    cache.set(stringLocale, memoizer);
  }
  return memoizer;
}

// node_modules/@fluent/bundle/esm/bundle.js
var FluentBundle = class {
  /**
   * Create an instance of `FluentBundle`.
   *
   * @example
   * ```js
   * let bundle = new FluentBundle(["en-US", "en"]);
   *
   * let bundle = new FluentBundle(locales, {useIsolating: false});
   *
   * let bundle = new FluentBundle(locales, {
   *   useIsolating: true,
   *   functions: {
   *     NODE_ENV: () => process.env.NODE_ENV
   *   }
   * });
   * ```
   *
   * @param locales - Used to instantiate `Intl` formatters used by translations.
   * @param options - Optional configuration for the bundle.
   */
  constructor(locales, { functions, useIsolating = true, transform = (v) => v } = {}) {
    this._terms = /* @__PURE__ */ new Map();
    this._messages = /* @__PURE__ */ new Map();
    this.locales = Array.isArray(locales) ? locales : [locales];
    this._functions = {
      NUMBER,
      DATETIME,
      ...functions
    };
    this._useIsolating = useIsolating;
    this._transform = transform;
    this._intls = getMemoizerForLocale(locales);
  }
  /**
   * Check if a message is present in the bundle.
   *
   * @param id - The identifier of the message to check.
   */
  hasMessage(id) {
    return this._messages.has(id);
  }
  /**
   * Return a raw unformatted message object from the bundle.
   *
   * Raw messages are `{value, attributes}` shapes containing translation units
   * called `Patterns`. `Patterns` are implementation-specific; they should be
   * treated as black boxes and formatted with `FluentBundle.formatPattern`.
   *
   * @param id - The identifier of the message to check.
   */
  getMessage(id) {
    return this._messages.get(id);
  }
  /**
   * Add a translation resource to the bundle.
   *
   * @example
   * ```js
   * let res = new FluentResource("foo = Foo");
   * bundle.addResource(res);
   * bundle.getMessage("foo");
   * // → {value: .., attributes: {..}}
   * ```
   *
   * @param res
   * @param options
   */
  addResource(res, { allowOverrides = false } = {}) {
    const errors = [];
    for (let i = 0; i < res.body.length; i++) {
      let entry = res.body[i];
      if (entry.id.startsWith("-")) {
        if (allowOverrides === false && this._terms.has(entry.id)) {
          errors.push(new Error(`Attempt to override an existing term: "${entry.id}"`));
          continue;
        }
        this._terms.set(entry.id, entry);
      } else {
        if (allowOverrides === false && this._messages.has(entry.id)) {
          errors.push(new Error(`Attempt to override an existing message: "${entry.id}"`));
          continue;
        }
        this._messages.set(entry.id, entry);
      }
    }
    return errors;
  }
  /**
   * Format a `Pattern` to a string.
   *
   * Format a raw `Pattern` into a string. `args` will be used to resolve
   * references to variables passed as arguments to the translation.
   *
   * In case of errors `formatPattern` will try to salvage as much of the
   * translation as possible and will still return a string. For performance
   * reasons, the encountered errors are not returned but instead are appended
   * to the `errors` array passed as the third argument.
   *
   * If `errors` is omitted, the first encountered error will be thrown.
   *
   * @example
   * ```js
   * let errors = [];
   * bundle.addResource(
   *     new FluentResource("hello = Hello, {$name}!"));
   *
   * let hello = bundle.getMessage("hello");
   * if (hello.value) {
   *     bundle.formatPattern(hello.value, {name: "Jane"}, errors);
   *     // Returns "Hello, Jane!" and `errors` is empty.
   *
   *     bundle.formatPattern(hello.value, undefined, errors);
   *     // Returns "Hello, {$name}!" and `errors` is now:
   *     // [<ReferenceError: Unknown variable: name>]
   * }
   * ```
   */
  formatPattern(pattern, args = null, errors = null) {
    if (typeof pattern === "string") {
      return this._transform(pattern);
    }
    let scope = new Scope(this, errors, args);
    try {
      let value = resolveComplexPattern(scope, pattern);
      return value.toString(scope);
    } catch (err) {
      if (scope.errors && err instanceof Error) {
        scope.errors.push(err);
        return new FluentNone().toString(scope);
      }
      throw err;
    }
  }
};

// node_modules/@fluent/bundle/esm/resource.js
var RE_MESSAGE_START = /^(-?[a-zA-Z][\w-]*) *= */gm;
var RE_ATTRIBUTE_START = /\.([a-zA-Z][\w-]*) *= */y;
var RE_VARIANT_START = /\*?\[/y;
var RE_NUMBER_LITERAL = /(-?[0-9]+(?:\.([0-9]+))?)/y;
var RE_IDENTIFIER = /([a-zA-Z][\w-]*)/y;
var RE_REFERENCE = /([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y;
var RE_FUNCTION_NAME = /^[A-Z][A-Z0-9_-]*$/;
var RE_TEXT_RUN = /([^{}\n\r]+)/y;
var RE_STRING_RUN = /([^\\"\n\r]*)/y;
var RE_STRING_ESCAPE = /\\([\\"])/y;
var RE_UNICODE_ESCAPE = /\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y;
var RE_LEADING_NEWLINES = /^\n+/;
var RE_TRAILING_SPACES = / +$/;
var RE_BLANK_LINES = / *\r?\n/g;
var RE_INDENT = /( *)$/;
var TOKEN_BRACE_OPEN = /{\s*/y;
var TOKEN_BRACE_CLOSE = /\s*}/y;
var TOKEN_BRACKET_OPEN = /\[\s*/y;
var TOKEN_BRACKET_CLOSE = /\s*] */y;
var TOKEN_PAREN_OPEN = /\s*\(\s*/y;
var TOKEN_ARROW = /\s*->\s*/y;
var TOKEN_COLON = /\s*:\s*/y;
var TOKEN_COMMA = /\s*,?\s*/y;
var TOKEN_BLANK = /\s+/y;
var FluentResource = class {
  constructor(source) {
    this.body = [];
    RE_MESSAGE_START.lastIndex = 0;
    let cursor = 0;
    while (true) {
      let next = RE_MESSAGE_START.exec(source);
      if (next === null) {
        break;
      }
      cursor = RE_MESSAGE_START.lastIndex;
      try {
        this.body.push(parseMessage(next[1]));
      } catch (err) {
        if (err instanceof SyntaxError) {
          continue;
        }
        throw err;
      }
    }
    function test(re) {
      re.lastIndex = cursor;
      return re.test(source);
    }
    function consumeChar(char, errorClass) {
      if (source[cursor] === char) {
        cursor++;
        return true;
      }
      if (errorClass) {
        throw new errorClass(`Expected ${char}`);
      }
      return false;
    }
    function consumeToken(re, errorClass) {
      if (test(re)) {
        cursor = re.lastIndex;
        return true;
      }
      if (errorClass) {
        throw new errorClass(`Expected ${re.toString()}`);
      }
      return false;
    }
    function match2(re) {
      re.lastIndex = cursor;
      let result = re.exec(source);
      if (result === null) {
        throw new SyntaxError(`Expected ${re.toString()}`);
      }
      cursor = re.lastIndex;
      return result;
    }
    function match1(re) {
      return match2(re)[1];
    }
    function parseMessage(id) {
      let value = parsePattern();
      let attributes = parseAttributes();
      if (value === null && Object.keys(attributes).length === 0) {
        throw new SyntaxError("Expected message value or attributes");
      }
      return { id, value, attributes };
    }
    function parseAttributes() {
      let attrs = /* @__PURE__ */ Object.create(null);
      while (test(RE_ATTRIBUTE_START)) {
        let name = match1(RE_ATTRIBUTE_START);
        let value = parsePattern();
        if (value === null) {
          throw new SyntaxError("Expected attribute value");
        }
        attrs[name] = value;
      }
      return attrs;
    }
    function parsePattern() {
      let first;
      if (test(RE_TEXT_RUN)) {
        first = match1(RE_TEXT_RUN);
      }
      if (source[cursor] === "{" || source[cursor] === "}") {
        return parsePatternElements(first ? [first] : [], Infinity);
      }
      let indent = parseIndent();
      if (indent) {
        if (first) {
          return parsePatternElements([first, indent], indent.length);
        }
        indent.value = trim(indent.value, RE_LEADING_NEWLINES);
        return parsePatternElements([indent], indent.length);
      }
      if (first) {
        return trim(first, RE_TRAILING_SPACES);
      }
      return null;
    }
    function parsePatternElements(elements = [], commonIndent) {
      while (true) {
        if (test(RE_TEXT_RUN)) {
          elements.push(match1(RE_TEXT_RUN));
          continue;
        }
        if (source[cursor] === "{") {
          elements.push(parsePlaceable());
          continue;
        }
        if (source[cursor] === "}") {
          throw new SyntaxError("Unbalanced closing brace");
        }
        let indent = parseIndent();
        if (indent) {
          elements.push(indent);
          commonIndent = Math.min(commonIndent, indent.length);
          continue;
        }
        break;
      }
      let lastIndex = elements.length - 1;
      let lastElement = elements[lastIndex];
      if (typeof lastElement === "string") {
        elements[lastIndex] = trim(lastElement, RE_TRAILING_SPACES);
      }
      let baked = [];
      for (let element of elements) {
        if (element instanceof Indent) {
          element = element.value.slice(0, element.value.length - commonIndent);
        }
        if (element) {
          baked.push(element);
        }
      }
      return baked;
    }
    function parsePlaceable() {
      consumeToken(TOKEN_BRACE_OPEN, SyntaxError);
      let selector = parseInlineExpression();
      if (consumeToken(TOKEN_BRACE_CLOSE)) {
        return selector;
      }
      if (consumeToken(TOKEN_ARROW)) {
        let variants = parseVariants();
        consumeToken(TOKEN_BRACE_CLOSE, SyntaxError);
        return {
          type: "select",
          selector,
          ...variants
        };
      }
      throw new SyntaxError("Unclosed placeable");
    }
    function parseInlineExpression() {
      if (source[cursor] === "{") {
        return parsePlaceable();
      }
      if (test(RE_REFERENCE)) {
        let [, sigil, name, attr = null] = match2(RE_REFERENCE);
        if (sigil === "$") {
          return { type: "var", name };
        }
        if (consumeToken(TOKEN_PAREN_OPEN)) {
          let args = parseArguments();
          if (sigil === "-") {
            return { type: "term", name, attr, args };
          }
          if (RE_FUNCTION_NAME.test(name)) {
            return { type: "func", name, args };
          }
          throw new SyntaxError("Function names must be all upper-case");
        }
        if (sigil === "-") {
          return {
            type: "term",
            name,
            attr,
            args: []
          };
        }
        return { type: "mesg", name, attr };
      }
      return parseLiteral();
    }
    function parseArguments() {
      let args = [];
      while (true) {
        switch (source[cursor]) {
          case ")":
            cursor++;
            return args;
          case void 0:
            throw new SyntaxError("Unclosed argument list");
        }
        args.push(parseArgument());
        consumeToken(TOKEN_COMMA);
      }
    }
    function parseArgument() {
      let expr = parseInlineExpression();
      if (expr.type !== "mesg") {
        return expr;
      }
      if (consumeToken(TOKEN_COLON)) {
        return {
          type: "narg",
          name: expr.name,
          value: parseLiteral()
        };
      }
      return expr;
    }
    function parseVariants() {
      let variants = [];
      let count = 0;
      let star;
      while (test(RE_VARIANT_START)) {
        if (consumeChar("*")) {
          star = count;
        }
        let key = parseVariantKey();
        let value = parsePattern();
        if (value === null) {
          throw new SyntaxError("Expected variant value");
        }
        variants[count++] = { key, value };
      }
      if (count === 0) {
        return null;
      }
      if (star === void 0) {
        throw new SyntaxError("Expected default variant");
      }
      return { variants, star };
    }
    function parseVariantKey() {
      consumeToken(TOKEN_BRACKET_OPEN, SyntaxError);
      let key;
      if (test(RE_NUMBER_LITERAL)) {
        key = parseNumberLiteral();
      } else {
        key = {
          type: "str",
          value: match1(RE_IDENTIFIER)
        };
      }
      consumeToken(TOKEN_BRACKET_CLOSE, SyntaxError);
      return key;
    }
    function parseLiteral() {
      if (test(RE_NUMBER_LITERAL)) {
        return parseNumberLiteral();
      }
      if (source[cursor] === '"') {
        return parseStringLiteral();
      }
      throw new SyntaxError("Invalid expression");
    }
    function parseNumberLiteral() {
      let [, value, fraction = ""] = match2(RE_NUMBER_LITERAL);
      let precision = fraction.length;
      return {
        type: "num",
        value: parseFloat(value),
        precision
      };
    }
    function parseStringLiteral() {
      consumeChar('"', SyntaxError);
      let value = "";
      while (true) {
        value += match1(RE_STRING_RUN);
        if (source[cursor] === "\\") {
          value += parseEscapeSequence();
          continue;
        }
        if (consumeChar('"')) {
          return { type: "str", value };
        }
        throw new SyntaxError("Unclosed string literal");
      }
    }
    function parseEscapeSequence() {
      if (test(RE_STRING_ESCAPE)) {
        return match1(RE_STRING_ESCAPE);
      }
      if (test(RE_UNICODE_ESCAPE)) {
        let [, codepoint4, codepoint6] = match2(RE_UNICODE_ESCAPE);
        let codepoint = parseInt(codepoint4 || codepoint6, 16);
        return codepoint <= 55295 || 57344 <= codepoint ? (
          // It's a Unicode scalar value.
          String.fromCodePoint(codepoint)
        ) : (
          // Lonely surrogates can cause trouble when the parsing result is
          // saved using UTF-8. Use U+FFFD REPLACEMENT CHARACTER instead.
          "�"
        );
      }
      throw new SyntaxError("Unknown escape sequence");
    }
    function parseIndent() {
      let start = cursor;
      consumeToken(TOKEN_BLANK);
      switch (source[cursor]) {
        case ".":
        case "[":
        case "*":
        case "}":
        case void 0:
          return false;
        case "{":
          return makeIndent(source.slice(start, cursor));
      }
      if (source[cursor - 1] === " ") {
        return makeIndent(source.slice(start, cursor));
      }
      return false;
    }
    function trim(text, re) {
      return text.replace(re, "");
    }
    function makeIndent(blank) {
      let value = blank.replace(RE_BLANK_LINES, "\n");
      let length = RE_INDENT.exec(blank)[1].length;
      return new Indent(value, length);
    }
  }
};
var Indent = class {
  constructor(value, length) {
    this.value = value;
    this.length = length;
  }
};

// src/base.js
var KONKAN_SUITS = ["S", "H", "D", "C"];
var KONKAN_SUIT_GLYPHS = { S: "♠", H: "♥", D: "♦", C: "♣" };
var KONKAN_RANK_TEXT = { 1: "A", 11: "J", 12: "Q", 13: "K" };
function konkanCard(id, model) {
  if (id >= 104) {
    return {
      id,
      joker: true,
      code: "JK",
      text: konkanSay(model, "widget.base.card.joker.text"),
      name: konkanSay(model, "widget.base.card.joker"),
      suit: null,
      rank: 0
    };
  }
  const r = id % 52, suit = KONKAN_SUITS[Math.floor(r / 13)], rank = r % 13 + 1;
  const rt = KONKAN_RANK_TEXT[rank] || String(rank);
  return {
    id,
    joker: false,
    suit,
    rank,
    code: rt + suit,
    text: rt + KONKAN_SUIT_GLYPHS[suit],
    name: konkanSay(model, "widget.base.card", {
      rank: konkanSay(model, "widget.base.rank." + rank),
      suit: konkanSay(model, "widget.base.suit." + suit)
    })
  };
}
function konkanEl(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === void 0 || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  return e;
}
function konkanNumberIn(cell, text) {
  cell.appendChild(konkanEl("bdi", "", { text: String(text) }));
  return cell;
}
function konkanViewName() {
  const page = (
    /** @type {{ konkanViews?: number }} */
    globalThis
  );
  page.konkanViews = (page.konkanViews || 0) + 1;
  return "konkan-v" + page.konkanViews + "-" + Math.random().toString(36).slice(2, 8);
}
function konkanRoot(el, cls, label, model) {
  const spoken = konkanLanguage(model);
  const root = konkanEl("div", "konkan-root " + cls, {
    role: "region",
    "aria-label": label,
    "data-lm-suppress-shortcuts": "true",
    "data-konkan-view": konkanViewName(),
    lang: spoken,
    dir: KONKAN_RIGHT_TO_LEFT.includes(spoken) ? "rtl" : "ltr"
  });
  el.appendChild(root);
  return root;
}
var KONKAN_RIGHT_TO_LEFT = ["ar"];
function konkanLanguage(model) {
  return model.get("language") || "en";
}
function konkanReadsRtl(el) {
  return getComputedStyle(el).direction === "rtl";
}
function konkanSpeaks(render) {
  return (props) => {
    let cleanup = render(props);
    const again = () => {
      if (typeof cleanup === "function") cleanup();
      props.el.replaceChildren();
      cleanup = render(props);
    };
    props.model.on("change:words", again);
    return () => {
      props.model.off("change:words", again);
      if (typeof cleanup === "function") cleanup();
    };
  };
}
function konkanId(root, part) {
  return root.dataset.konkanView + "-" + part;
}
var KONKAN_FACES = /* @__PURE__ */ new WeakMap();
function konkanFaces(root, model) {
  const holder = konkanEl("div", "konkan-faces", { "aria-hidden": "true" });
  const name = root.dataset.konkanView || "";
  KONKAN_FACES.set(model, name);
  const draw = () => {
    holder.innerHTML = (model.get("faces") || "").replace(/ id="(konkan-c[^"]*)"/g, ' id="$1-' + name + '"');
  };
  draw();
  model.on("change:faces", draw);
  root.appendChild(holder);
  return () => model.off("change:faces", draw);
}
function konkanCardsText(ids, model) {
  return (ids || []).map((i) => konkanCard(i, model).text).join(" ");
}
function konkanSay(model, key, fields) {
  const words = model.get("words") || {};
  const text = words[key];
  if (text === void 0) throw new Error("konkan: the page was sent no words for " + key);
  if (konkanLanguage(model) === "en") {
    return text.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = (fields || {})[name];
      if (value === void 0) throw new Error("konkan: the words " + key + " need a value for " + name);
      return String(value);
    });
  }
  const bundle = konkanBundle(model, words);
  const message = bundle.getMessage(key.replaceAll(".", "__"));
  if (!message || !message.value) throw new Error("konkan: the words for " + key + " do not read as Fluent");
  const args = {};
  for (const [name, value] of Object.entries(fields || {})) {
    args[name] = typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : String(value);
  }
  const errors = [];
  const said = bundle.formatPattern(message.value, args, errors);
  if (errors.length) throw new Error("konkan: the words " + key + " cannot be filled in: " + errors[0].message);
  return said;
}
var KONKAN_BUNDLES = /* @__PURE__ */ new WeakMap();
function konkanBundle(model, words) {
  const made = KONKAN_BUNDLES.get(model);
  if (made && made.words === words) return made.bundle;
  const spoken = konkanLanguage(model);
  const locale = spoken === "ar" ? model.get("digits") === "eastern" ? "ar-u-nu-arab" : "ar-u-nu-latn" : spoken;
  const bundle = new FluentBundle(locale, { useIsolating: KONKAN_RIGHT_TO_LEFT.includes(spoken) });
  const faults = bundle.addResource(new FluentResource(Object.values(words).join("\n")));
  if (faults.length) throw new Error("konkan: the words do not read as Fluent: " + faults[0].message);
  KONKAN_BUNDLES.set(model, { words, bundle });
  return bundle;
}
function konkanMessage(model) {
  const box = konkanEl("div", "konkan-message", { role: "status", "aria-live": "polite", "data-testid": "message" });
  const draw = () => {
    const m = model.get("message") || {};
    box.textContent = m.text || "";
    box.dataset.tone = m.tone || "info";
    box.hidden = !m.text;
  };
  draw();
  model.on("change:message", draw);
  return { el: box, dispose: () => model.off("change:message", draw) };
}
function konkanButton(label, onPress, opts) {
  const o = opts || {};
  const b = konkanEl("button", "konkan-button" + (o.cls ? " " + o.cls : ""), {
    type: "button",
    title: o.reason || o.title || null,
    "aria-disabled": o.enabled === false ? "true" : null,
    "data-action": o.action || null,
    "data-focus": o.action ? "btn-" + o.action : null,
    "aria-keyshortcuts": o.keys || null
  });
  b.textContent = label;
  if (o.reason) b.setAttribute("aria-description", o.reason);
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onPress(ev);
  });
  return b;
}
function konkanRove(container, items, opts) {
  const o = opts || {};
  let current = 0;
  const sync = () => {
    const list = items();
    if (!list.length) return;
    current = Math.max(0, Math.min(current, list.length - 1));
    list.forEach((e, i) => {
      e.tabIndex = i === current ? 0 : -1;
    });
  };
  const onKey = (ev) => {
    const list = items();
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    const i = list.indexOf(target);
    if (i < 0) return;
    if (ev.shiftKey && o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    let next = null;
    const horizontal = o.vertical ? ["ArrowUp", "ArrowDown"] : konkanReadsRtl(container) ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
    if (ev.key === horizontal[0] || !o.vertical && ev.key === "ArrowUp") next = i - 1;
    else if (ev.key === horizontal[1] || !o.vertical && ev.key === "ArrowDown") next = i + 1;
    else if (ev.key === "Home") next = 0;
    else if (ev.key === "End") next = list.length - 1;
    else if (ev.key === " " || ev.key === "Enter") {
      ev.preventDefault();
      if (o.onPress) o.onPress(target, i, ev);
      return;
    } else if (o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    if (next === null) return;
    ev.preventDefault();
    current = (next + list.length) % list.length;
    sync();
    list[current].focus();
  };
  container.dataset.konkanRove = "true";
  KONKAN_ROVES.set(container, onKey);
  container.addEventListener("focusin", (ev) => {
    const i = items().indexOf(
      /** @type {HTMLElement} */
      ev.target
    );
    if (i >= 0) {
      current = i;
      sync();
    }
  });
  return {
    sync,
    focus: () => {
      sync();
      const l = items();
      if (l.length) l[current].focus();
    },
    index: () => current,
    set: (i) => {
      current = i;
      sync();
    }
  };
}
var KONKAN_ROVES = /* @__PURE__ */ new WeakMap();
function konkanKeys(root) {
  const onKey = (ev) => {
    if (!(ev.target instanceof Element) || !root.contains(ev.target)) return;
    const group = ev.target.closest("[data-konkan-rove]");
    const handle = group && KONKAN_ROVES.get(group);
    if (!handle) return;
    handle(ev);
    if (ev.defaultPrevented) ev.stopPropagation();
  };
  window.addEventListener("keydown", onKey, true);
  return () => window.removeEventListener("keydown", onKey, true);
}
function konkanSend(model, intent) {
  const live = KONKAN_LIVE.get(model);
  try {
    model.send(intent);
  } catch (e) {
    if (live) live.failed();
    return;
  }
  if (live) live.sent();
}
var KONKAN_LIVE = /* @__PURE__ */ new WeakMap();
function konkanLive(root, model) {
  const el = root.parentElement;
  if (!el || el.closest("[data-konkan-live]")) return () => {
  };
  root.dataset.konkanLive = "true";
  const note = konkanEl("div", "konkan-lost-note", { role: "alert", "data-testid": "lost", hidden: true });
  root.prepend(note);
  let dropped = false, failed = false, late = false, waiting = false;
  let timer;
  const paint = () => {
    const lost = dropped || failed || late;
    const words = (model.get("lost") || {}).text || "";
    note.textContent = words;
    note.hidden = !lost || !words;
    root.classList.toggle("konkan-lost", lost);
    for (const child of root.children) if (child !== note && child instanceof HTMLElement) child.inert = lost;
    root.dataset.lost = dropped ? "dropped" : failed ? "failed" : late ? "late" : "no";
  };
  const block = (ev) => {
    if (root.classList.contains("konkan-lost") && !note.contains(
      /** @type {Node | null} */
      ev.target
    )) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }
  };
  const blocked = ["click", "keydown", "input", "change", "pointerdown"];
  blocked.forEach((t) => root.addEventListener(t, block, true));
  const busy = () => {
    try {
      const manager = (
        /** @type {{ kernel?: { status?: string } } | undefined} */
        model.widget_manager
      );
      const k = manager && manager.kernel;
      return !!(k && k.status === "busy");
    } catch (e) {
      return false;
    }
  };
  const wait = () => {
    clearTimeout(timer);
    const s = Number((model.get("lost") || {}).wait);
    timer = setTimeout(() => {
      if (!waiting) return;
      root.dataset.waiting = busy() ? "busy" : "long";
      if (busy()) {
        wait();
        return;
      }
      late = true;
      paint();
    }, (s > 0 ? s : 10) * 1e3);
  };
  const watch = {
    sent: () => {
      if (!waiting) {
        waiting = true;
        wait();
      }
    },
    failed: () => {
      failed = true;
      paint();
    }
  };
  const answered = () => {
    waiting = false;
    delete root.dataset.waiting;
    clearTimeout(timer);
    if (late || failed) {
      late = false;
      failed = false;
      paint();
    }
  };
  const cut = () => {
    if (!dropped) {
      dropped = true;
      paint();
    }
  };
  const mark = () => {
    if (el.classList.contains("jupyter-widgets-disconnected")) cut();
  };
  const seen = new MutationObserver(mark);
  seen.observe(el, { attributes: true, attributeFilter: ["class"] });
  KONKAN_LIVE.set(model, watch);
  model.on("change:revision", answered);
  model.on("comm_live_update", cut);
  model.on("change:lost", paint);
  mark();
  paint();
  return () => {
    clearTimeout(timer);
    seen.disconnect();
    model.off("change:revision", answered);
    model.off("comm_live_update", cut);
    model.off("change:lost", paint);
    KONKAN_LIVE.delete(model);
    blocked.forEach((t) => root.removeEventListener(t, block, true));
    note.remove();
  };
}

// src/small.js
function konkanWatch(model, keys, draw) {
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  };
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  return () => keys.forEach((k) => model.off("change:" + k, schedule));
}

// src/scoresheet.js
var KONKAN_ENDINGS = ["out", "hand", "konkan", "declared", "void"];
function konkanScoreRender({ model, el }) {
  const say = (key, fields = {}) => konkanSay(model, "widget.scoresheet." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-scoresheet", say("title"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  let inflight = 0;
  const send = (intent) => {
    inflight++;
    konkanSend(model, intent);
  };
  let seenRevision = model.get("revision") || 0;
  const onRevision = () => {
    const now = model.get("revision") || 0;
    inflight = Math.max(0, inflight - (now - seenRevision));
    seenRevision = now;
  };
  model.on("change:revision", onRevision);
  disposers.push(() => model.off("change:revision", onRevision));
  let activeSeat = 0;
  const teams = (list, two) => say("teams", {
    first: String(list[0]),
    third: String(list[2]),
    one: two[0],
    second: String(list[1]),
    fourth: String(list[3]),
    two: two[1]
  });
  const names = () => model.get("names") || [];
  const bar = konkanEl("div", "konkan-bar");
  bar.append(
    konkanEl("span", "konkan-title", { text: say("title") }),
    konkanEl("span", "konkan-grow", { text: say("how") })
  );
  const status = konkanEl("div", "konkan-sheet-status", { "data-testid": "status", role: "status" });
  const ending = konkanEl("div", "konkan-sheet-end", {
    "data-testid": "end",
    role: "region",
    "aria-label": say("end"),
    "aria-live": "polite"
  });
  const form = konkanEl("div", "konkan-score-form", { role: "group", "aria-label": say("form") });
  const table = konkanEl("div", "konkan-score-rows", { role: "group", "aria-label": say("rows") });
  const headRow = konkanEl("div", "konkan-score-row konkan-score-head", { "aria-hidden": "true" });
  ["player", "cards", "read", "down", "out"].map((k) => say("head." + k)).forEach((t) => headRow.appendChild(konkanEl("span", "", { text: t })));
  let rows = [];
  const timers = {};
  const sentNames = {};
  function buildRows() {
    Object.values(timers).forEach(clearTimeout);
    rows = [];
    const list = names();
    table.replaceChildren(headRow);
    for (let s = 0; s < list.length; s++) {
      const row = konkanEl("div", "konkan-score-row", { role: "group", "aria-label": say("player", { number: s + 1 }), "data-testid": "entry-" + s });
      row.addEventListener("focusin", () => {
        if (activeSeat !== s) {
          activeSeat = s;
          paintActive();
        }
      });
      row.addEventListener("click", () => {
        if (activeSeat !== s) {
          activeSeat = s;
          paintActive();
        }
      });
      const name = konkanEl("input", "konkan-name-input", {
        type: "text",
        spellcheck: "false",
        autocomplete: "off",
        maxlength: "40",
        "aria-label": say("name", { number: s + 1 }),
        "data-testid": "name-" + s,
        title: say("name_how")
      });
      name.value = list[s];
      const pick = konkanEl("button", "konkan-seat-pick", { type: "button", text: "▦" });
      pick.addEventListener("click", () => {
        activeSeat = s;
        paintActive();
      });
      const nameCell = konkanEl("span", "konkan-name-cell");
      nameCell.append(name, pick);
      const commit = () => {
        if (name.value === (names()[s] || "") || name.value === sentNames[s]) return;
        sentNames[s] = name.value;
        send({ kind: "name", seat: s, name: name.value });
      };
      name.addEventListener("change", commit);
      name.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          commit();
        }
        if (ev.key === "Escape") name.value = names()[s] || "";
      });
      const input = konkanEl("input", "konkan-hand-input", {
        type: "text",
        spellcheck: "false",
        autocomplete: "off",
        "data-testid": "hand-" + s,
        placeholder: say("none")
      });
      const sendText = () => {
        clearTimeout(timers[s]);
        send({ kind: "hand", seat: s, text: input.value });
      };
      input.addEventListener("input", () => {
        clearTimeout(timers[s]);
        timers[s] = setTimeout(sendText, 250);
      });
      input.addEventListener("change", sendText);
      const read = konkanEl("span", "konkan-hand-read", { "data-testid": "read-" + s, "aria-live": "polite" });
      const downCell = konkanEl("label", "konkan-check");
      const down = konkanEl("input", "", { type: "checkbox", "data-testid": "down-" + s });
      down.addEventListener("change", () => send({ kind: "down", seat: s, down: down.checked }));
      downCell.append(down, konkanEl("span", "konkan-visually-hidden", { text: say("went_down") }));
      const outCell = konkanEl("label", "konkan-check");
      const out = konkanEl("input", "", { type: "radio", name: konkanId(root, "out"), "data-testid": "out-" + s });
      out.addEventListener("change", () => {
        if (out.checked) send({ kind: "finisher", seat: s });
      });
      outCell.append(out);
      row.append(nameCell, input, read, downCell, outCell);
      table.appendChild(row);
      rows.push({ row, name, pick, input, read, down, out });
    }
    activeSeat = Math.min(activeSeat, Math.max(0, list.length - 1));
  }
  const endings = konkanEl("div", "konkan-bar konkan-endings", { role: "radiogroup", "aria-label": say("how_ended") });
  endings.appendChild(konkanEl("span", "konkan-hint-line", { text: say("how_it_ended") }));
  const endingButtons = KONKAN_ENDINGS.map((value) => {
    const label = say("ending." + value);
    const b = konkanEl("button", "konkan-button konkan-small-button konkan-ending", {
      type: "button",
      role: "radio",
      "data-ending": value,
      text: label,
      "data-testid": "ending-" + value
    });
    b.addEventListener("click", () => send({ kind: "ending", ending: value }));
    endings.appendChild(b);
    return b;
  });
  konkanRove(endings, () => endingButtons, { onPress: (b) => b.click() }).sync();
  const gridLabel = konkanEl("div", "konkan-hint-line", { "data-testid": "grid-label" });
  const grid = konkanEl("div", "konkan-face-grid", { role: "grid", "aria-label": say("grid"), "data-testid": "grid" });
  const faces = [];
  ["S", "H", "D", "C"].forEach((suit, si) => {
    for (let rank = 1; rank <= 13; rank++) faces.push(si * 13 + rank - 1);
  });
  faces.push(104);
  const gridButtons = faces.map((id) => {
    const c = konkanCard(id, model);
    const b = konkanEl("button", "konkan-face" + (c.suit ? " konkan-suit-" + c.suit : " konkan-face-joker"), {
      type: "button",
      text: c.joker ? "JK" : c.text,
      "data-code": c.code,
      "aria-label": say("add", { card: c.name })
    });
    b.addEventListener("click", () => send({ kind: "add", seat: activeSeat, card: id }));
    grid.appendChild(b);
    return b;
  });
  konkanRove(grid, () => gridButtons, { onPress: (b) => b.click() }).sync();
  const tools = konkanEl("div", "konkan-bar");
  const scoreButton = konkanButton(say("score"), () => send({ kind: "score" }), { action: "score", cls: "konkan-primary" });
  const undoButton = konkanButton(say("undo"), () => send({ kind: "undo" }), { action: "undo" });
  const newButton = konkanButton(say("new_game"), () => send({ kind: "new_game" }), { action: "new-game" });
  const eveningButton = konkanButton(say("new_evening"), () => send({ kind: "new_evening" }), { action: "new-evening" });
  const saved = konkanEl("span", "konkan-sheet-saved konkan-grow", { "data-testid": "saved" });
  tools.append(scoreButton, undoButton, newButton, eveningButton, saved);
  form.append(table, endings, gridLabel, grid);
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  const sheet = konkanEl("div", "konkan-sheet", { "data-testid": "sheet" });
  root.append(bar, status, ending, form, tools, messageBox.el, sheet);
  function paintActive() {
    rows.forEach((r, s) => r.row.classList.toggle("konkan-active-seat", s === activeSeat));
    const who = names()[activeSeat] || "";
    gridLabel.textContent = say("grid_for", { name: who });
  }
  function drawForm() {
    const list = names();
    if (list.length !== rows.length) buildRows();
    const d = model.get("draft") || {};
    const entries = model.get("entries") || [];
    const standing = model.get("standing") || {};
    const over = !!standing.over;
    rows.forEach((r, s) => {
      const nm = list[s] || "";
      if (!inflight && r.name.value !== nm && (document.activeElement !== r.name || r.name.value === sentNames[s])) {
        r.name.value = nm;
      }
      if (!inflight) delete sentNames[s];
      r.input.setAttribute("aria-label", say("cards_left", { name: nm }));
      r.pick.title = say("pick_for", { name: nm });
      r.pick.setAttribute("aria-label", r.pick.title);
      r.pick.disabled = !!(entries[s] || {}).out || over;
      r.down.setAttribute("aria-label", say("down", { name: nm }));
      r.out.setAttribute("aria-label", say("out", { name: nm }));
      const text = (d.hands || [])[s] || "";
      if (!inflight && document.activeElement !== r.input && r.input.value !== text) r.input.value = text;
      const e = entries[s] || {};
      r.row.classList.toggle("konkan-seat-out", !!e.out);
      r.input.disabled = !!e.out || over;
      r.down.disabled = !!e.out || over;
      r.read.replaceChildren();
      r.read.dataset.error = e.error ? "true" : "false";
      if (e.out) r.read.textContent = say("out_of_game");
      else if (e.error) r.read.textContent = e.error;
      else if (!e.cards || !e.cards.length) r.read.textContent = say("no_cards");
      else {
        r.read.appendChild(konkanEl("span", "konkan-read-text", { text: konkanCardsText(e.cards, model) }));
        r.read.appendChild(konkanEl("span", "konkan-read-value", { text: "= " + e.value }));
      }
      if (!e.out && !e.error && e.rule) {
        r.read.appendChild(konkanEl("span", "konkan-read-rule", { text: e.rule, title: e.sentence, "data-testid": "rule-" + s }));
      }
      if (!inflight) {
        r.down.checked = !!(d.down || [])[s];
        r.out.checked = d.finisher === s;
      }
      r.out.disabled = d.ending === "void" || !!e.out || over;
    });
    endingButtons.forEach((b) => {
      b.setAttribute("aria-checked", b.dataset.ending === d.ending ? "true" : "false");
      if (b.dataset.ending === "declared") {
        b.setAttribute("aria-disabled", standing.declare ? "true" : "false");
        b.title = standing.declare_note || "";
      }
    });
    form.hidden = over;
    scoreButton.hidden = over;
    scoreButton.title = say("score_why");
    const rounds = model.get("history") || [];
    undoButton.setAttribute("aria-disabled", rounds.length ? "false" : "true");
    undoButton.title = standing.undo || "";
    newButton.hidden = !over;
    eveningButton.hidden = !standing.new_evening;
    eveningButton.title = standing.new_evening || "";
    saved.textContent = standing.saved || "";
    status.textContent = over ? "" : standing.status || "";
    status.hidden = over;
    paintActive();
  }
  let endDrawn = "";
  function drawEnd() {
    const standing = model.get("standing") || {};
    if (!standing.over) {
      ending.hidden = true;
      ending.replaceChildren();
      endDrawn = "";
      return;
    }
    const key = JSON.stringify([names(), standing.end, standing.verdict, standing.teams, standing.closed]);
    if (key === endDrawn) return;
    endDrawn = key;
    ending.hidden = false;
    const list = names();
    const end = standing.end || {};
    const t = konkanEl("table", "konkan-final-table", { "aria-label": say("standings"), "data-testid": "final" });
    const tbody = konkanEl("tbody");
    (end.standings || []).forEach((st) => {
      const tr = konkanEl("tr", st.won ? "konkan-winner" : "", { "data-testid": "final-" + st.seat });
      tr.appendChild(konkanEl("td", "konkan-final-place", { text: st.place + "." }));
      tr.appendChild(konkanEl("th", "", { scope: "row", text: st.name }));
      tr.appendChild(konkanNumberIn(konkanEl("td"), st.total));
      tr.appendChild(konkanEl("td", "konkan-final-note", { text: st.note }));
      tbody.appendChild(tr);
    });
    t.appendChild(tbody);
    const parts = [
      konkanEl("div", "konkan-sheet-end-title", { text: say("game_over") }),
      konkanEl("p", "konkan-sheet-verdict", { "data-testid": "verdict", text: standing.verdict || "" }),
      t
    ];
    if (standing.teams) {
      parts.push(konkanEl("p", "konkan-teams", { text: teams(list, standing.teams) }));
    }
    parts.push(konkanEl("p", "konkan-hint-line", { "data-testid": "closed", text: standing.closed || "" }));
    ending.replaceChildren(...parts);
  }
  function drawSheet() {
    const rounds = model.get("history") || [];
    const standing = model.get("standing") || {};
    const list = names();
    const t = konkanEl("table", "konkan-sheet-table", { "aria-label": say("by_round") });
    const head = konkanEl("tr");
    head.appendChild(konkanEl("th", "", { text: say("round"), scope: "col" }));
    const gone = standing.out || [];
    list.forEach((nm, s) => head.appendChild(konkanEl("th", gone.includes(s) ? "konkan-not-playing" : "", {
      text: gone.includes(s) ? say("name_out", { name: nm }) : nm,
      scope: "col",
      title: gone.includes(s) ? say("is_out", { name: nm }) : null
    })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    const tbody = konkanEl("tbody");
    rounds.forEach((r, k) => {
      const tr = konkanEl("tr", r.counted ? "" : "konkan-void-row", {
        "data-testid": r.counted ? "round-" + r.number : "void-" + k,
        title: r.title
      });
      tr.appendChild(konkanEl("th", "", { scope: "row", text: r.label }));
      r.scores.forEach((sc) => tr.appendChild(konkanNumberIn(konkanEl(
        "td",
        sc == null ? "konkan-not-playing" : sc < 0 ? "konkan-minus" : "",
        { title: sc == null ? say("out_of_game") : null }
      ), sc == null ? "–" : sc)));
      tbody.appendChild(tr);
    });
    const foot = konkanEl("tfoot");
    const tot = konkanEl("tr", "konkan-total", { "data-testid": "totals" });
    tot.appendChild(konkanEl("th", "", { scope: "row", text: say("total") }));
    (standing.totals || []).forEach((v) => tot.appendChild(konkanNumberIn(konkanEl("td"), v)));
    foot.appendChild(tot);
    t.append(thead, tbody, foot);
    const out = [t];
    if (standing.teams && !standing.over) {
      out.push(konkanEl("div", "konkan-teams", { "data-testid": "teams", text: teams(list, standing.teams) }));
    }
    rounds.slice().reverse().forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", {
        "data-testid": r.counted ? "lines-" + r.number : "lines-void-" + (rounds.length - 1 - k)
      });
      if (k === 0) det.open = true;
      det.appendChild(konkanEl("summary", "", { text: say("why", { round: r.title }) }));
      const lines = konkanEl("ul");
      r.lines.forEach((line) => lines.appendChild(konkanEl("li", "", { text: line.message })));
      if (r.left) lines.appendChild(konkanEl("li", "konkan-left-line", { text: r.left }));
      det.appendChild(lines);
      out.push(det);
    });
    sheet.replaceChildren(...out);
  }
  buildRows();
  disposers.push(konkanWatch(model, ["names", "draft", "entries", "history", "standing", "revision"], () => {
    drawForm();
    drawEnd();
    drawSheet();
    root.dataset.revision = String(model.get("revision"));
    root.dataset.over = (model.get("standing") || {}).over ? "true" : "false";
  }));
  return () => {
    Object.values(timers).forEach(clearTimeout);
    disposers.forEach((d) => d());
  };
}
var scoresheet_default = { render: konkanSpeaks(konkanScoreRender) };
export {
  scoresheet_default as default
};

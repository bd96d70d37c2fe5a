// A module imports the stylesheets it needs ("./table.css"); esbuild puts them in the widget's
// stylesheet bundle, in import order. To the type checker such an import brings nothing.
declare module "*.css";

// webpack 5 with Babel for TSX, as a React host sets it up. KIT_HOST_PAGE picks the page: Kit's button or the
// same button in React alone, each built on its own into dist/<page>/index.html.
import path from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'

const page = process.env.KIT_HOST_PAGE === 'alone' ? 'alone' : 'kit'

export default (_env, { mode }) => ({
  entry: `./src/${page === 'alone' ? 'react-alone' : 'kit'}.tsx`,
  output: {
    path: path.resolve(import.meta.dirname, 'dist', page),
    filename: '[name].[contenthash].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'babel-loader',
          options: {
            presets: [
              // Babel 8 picks React's development transform unless told the mode.
              ['@babel/preset-react', { runtime: 'automatic', development: mode !== 'production' }],
              '@babel/preset-typescript',
            ],
          },
        },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Host',
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8" /></head><body><div id="root"></div></body></html>',
    }),
  ],
})

// Japanese: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ja: SecureWindowTexts = {
  promptTitle: '安全なウィンドウで続行',
  promptIntro:
    'このブラウザでは、ページがウォレットを覆ったり隠したりしていないかを確認できません。そのため、ウォレットはどのページにも覆えない専用のウィンドウで確認を求めます。',
  open: '安全なウィンドウを開く',
  cancel: 'キャンセル',
  opening: '安全なウィンドウを開いています…',
  blocked:
    'ブラウザがウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。',
  notReady: '安全なウィンドウが開きませんでした。もう一度お試しください。',
  waitingTitle: '安全なウィンドウで続行してください',
  waitingIntro:
    'ウォレットが別のウィンドウで確認を求めています。そちらで完了するか、ここでキャンセルしてください。',
  show: 'ウィンドウを表示',
}

export default ja

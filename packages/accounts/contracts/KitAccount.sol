// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Account} from "@openzeppelin/contracts/account/Account.sol";
import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";

/// @title Kit account
/// @notice The ERC-4337 account for chains without EIP-7702: OpenZeppelin's Account with an ECDSA signer,
/// ERC-7821 batches and token holders, used as an initializable clone (see KitAccountFactory).
contract KitAccount is Account, SignerECDSA, ERC7821, ERC721Holder, ERC1155Holder, Initializable {
    /// @dev The implementation itself has no signer and cannot be initialized; clones are.
    constructor() SignerECDSA(address(0)) {
        _disableInitializers();
    }

    /// @notice Sets the clone's signer, once (the factory calls it in the same transaction as the clone).
    function initialize(address signerAddr) public initializer {
        _setSigner(signerAddr);
    }

    /// @dev Kit's stack uses EntryPoint v0.8 (OpenZeppelin 5.7 defaults to v0.9).
    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// @dev Lets the EntryPoint run a validated user operation's batch.
    function _erc7821AuthorizedExecutor(
        address caller,
        bytes32 mode,
        bytes calldata executionData
    ) internal view override returns (bool) {
        return caller == address(entryPoint()) || super._erc7821AuthorizedExecutor(caller, mode, executionData);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Paymaster} from "@openzeppelin/contracts/account/paymaster/Paymaster.sol";
import {PaymasterSigner} from "@openzeppelin/contracts/account/paymaster/extensions/PaymasterSigner.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";

/// @title Kit paymaster (devnet)
/// @notice A verifying paymaster: OpenZeppelin's PaymasterSigner with an ECDSA signer. It pays for a user
/// operation that carries the signer's EIP-712 approval in its paymasterData (validAfter, validUntil, signature).
/// The owner manages its stake and withdraws its deposit.
contract KitPaymaster is PaymasterSigner, SignerECDSA, Ownable {
    constructor(
        address signerAddr,
        address initialOwner
    ) EIP712("KitPaymaster", "1") SignerECDSA(signerAddr) Ownable(initialOwner) {}

    /// @dev Kit's stack uses EntryPoint v0.8 (OpenZeppelin 5.7 defaults to v0.9).
    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// @notice Stakes `msg.value` in the EntryPoint (bundlers may require a staked paymaster).
    function addStake(uint32 unstakeDelaySec) external payable onlyOwner {
        _addStake(msg.value, unstakeDelaySec);
    }

    /// @notice Starts the unstake delay.
    function unlockStake() external onlyOwner {
        _unlockStake();
    }

    /// @notice Withdraws the unlocked stake to `to`.
    function withdrawStake(address payable to) external onlyOwner {
        _withdrawStake(to);
    }

    /// @notice Withdraws `value` of the EntryPoint deposit to `to` (anyone may deposit with EntryPoint.depositTo).
    function withdraw(address payable to, uint256 value) external onlyOwner {
        _withdraw(to, value);
    }
}
